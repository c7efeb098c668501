import type { ServerView } from '../../../renderer/shared/api-reference.js';
import { serverOrigins } from '../../../renderer/shared/server-origins.js';

/** Marks the select of servers; its value names the spec's list, under which the choice is remembered. */
export const SERVER_SELECT_ATTRIBUTE = 'data-api-server';

/** The origins of the spec's own servers, space-separated: the Try it console asks before sending a credential anywhere else. */
export const SERVER_ORIGINS_ATTRIBUTE = 'data-api-origins';

/** On each server's entry: its URL as the spec writes it, variables in braces, which the page fills with the values the reader picks. */
export const SERVER_TEMPLATE_ATTRIBUTE = 'data-server-template';

/** On the field of a server variable: the variable's name. */
export const SERVER_VARIABLE_ATTRIBUTE = 'data-server-variable';

const SELECT_ID = 'api-server-choice';

/**
 * The spec's servers, each with its description and variables. When there
 * are several, a select chooses the one the code samples use (the
 * server-choice enhancer puts its URL in them); without JavaScript it still
 * lists them. Each variable is a field (a select when the spec lists its
 * values) whose value the samples and the Try it console use. A relative
 * server says which placeholder host the samples use.
 */
export function Servers({ servers }: { readonly servers: readonly ServerView[] }) {
  return (
    <div className="api-servers" {...{ [SERVER_ORIGINS_ATTRIBUTE]: serverOrigins(servers).join(' ') }}>
      {servers.length > 1 && (
        <p className="api-servers__choice">
          <label htmlFor={SELECT_ID}>Server used in the samples</label>{' '}
          <select id={SELECT_ID} {...{ [SERVER_SELECT_ATTRIBUTE]: servers.map((server) => server.url).join(' ') }}>
            {servers.map((server, index) => (
              <option key={index} value={server.url} data-sample-url={server.sampleUrl}>
                {server.url}
              </option>
            ))}
          </select>
        </p>
      )}
      <p className="api-servers__title">{servers.length > 1 ? 'Servers' : 'Server'}</p>
      <ul className="api-servers__list">
        {servers.map((server, index) => (
          <li key={index} {...{ [SERVER_TEMPLATE_ATTRIBUTE]: server.url }} data-sample-url={server.sampleUrl}>
            <code>{server.url}</code>
            {server.descriptionHtml !== undefined && <div className="api-description" dangerouslySetInnerHTML={{ __html: server.descriptionHtml }} />}
            {!isAbsolute(server.url) && (
              <p className="api-servers__note">
                Relative to where the API is served, which the spec does not say: the samples use <code>{server.sampleUrl}</code>; put the API’s address in its
                place.
              </p>
            )}
            {server.variables.length > 0 && (
              <ul className="api-servers__variables">
                {server.variables.map((variable, variableIndex) => {
                  const fieldId = `api-server-${index}-variable-${variableIndex}`;
                  const field = { id: fieldId, [SERVER_VARIABLE_ATTRIBUTE]: variable.name, defaultValue: variable.defaultValue };
                  return (
                    <li key={variable.name}>
                      <label htmlFor={fieldId}>
                        <code>{`{${variable.name}}`}</code>
                      </label>{' '}
                      {variable.enumValues !== undefined && variable.enumValues.length > 0 ? (
                        <select {...field}>
                          {variable.enumValues.map((value) => (
                            <option key={value} value={value}>
                              {value}
                            </option>
                          ))}
                        </select>
                      ) : (
                        <input type="text" {...field} autoComplete="off" spellCheck={false} />
                      )}
                      {variable.descriptionHtml !== undefined && (
                        <div className="api-description" dangerouslySetInnerHTML={{ __html: variable.descriptionHtml }} />
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** `https://…` or `{scheme}://…`; `/v1` and `v1` are relative (`//host/v1` names its host and counts as absolute). */
function isAbsolute(url: string): boolean {
  return /^([a-z][a-z0-9+.-]*:)?\/\//i.test(url.replace(/\{[^}]*\}/g, 'x'));
}
