import { Fragment } from 'react';
import type { OAuthFlowView, OperationView, SecuritySchemeView } from '../../../renderer/shared/api-reference.js';

/** The Authentication section: every security scheme, what it is and how a request carries it. */
export function AuthenticationSection({ schemes, title }: { readonly schemes: readonly SecuritySchemeView[]; readonly title: string }) {
  return (
    <section className="api-section" id="authentication">
      <h2>{title}</h2>
      {schemes.map((scheme) => (
        <section className="api-security-scheme" id={scheme.anchor} key={scheme.anchor}>
          <h3>
            <code>{scheme.name}</code> <span className="api-security-scheme__summary">{scheme.summary}</span>
            <a className="hash-link" href={`#${scheme.anchor}`} aria-label={`Direct link to ${scheme.name}`} title={`Direct link to ${scheme.name}`} />
          </h3>
          {scheme.descriptionHtml !== undefined && <div className="api-description" dangerouslySetInnerHTML={{ __html: scheme.descriptionHtml }} />}
          <HowToSend scheme={scheme} />
          {scheme.flows.map((flow) => (
            <OAuthFlow key={flow.label} flow={flow} />
          ))}
        </section>
      ))}
    </section>
  );
}

function HowToSend({ scheme }: { readonly scheme: SecuritySchemeView }) {
  const { credential } = scheme;
  if (credential === undefined) {
    return scheme.type === 'mutualTLS' ? <p>The client proves who it is with a TLS certificate when it connects.</p> : null;
  }
  const token = scheme.type === 'oauth2' || scheme.type === 'openIdConnect' ? 'access token' : 'token';
  return (
    <>
      {credential.prefix === 'Basic' && (
        <p>
          Send <code>Authorization: Basic &lt;credentials&gt;</code>, the credentials being <code>user:password</code> in Base64.
        </p>
      )}
      {credential.prefix !== undefined && credential.prefix !== 'Basic' && (
        <p>
          Send <code>{`${credential.name}: ${credential.prefix} <${token}>`}</code>
          {scheme.bearerFormat !== undefined && (
            <>
              ; the token is a <strong>{scheme.bearerFormat}</strong>
            </>
          )}
          .
        </p>
      )}
      {credential.prefix === undefined && (
        <p>
          {`Send the key ${credential.in === 'header' ? 'in the header' : credential.in === 'query' ? 'as the query parameter' : 'in the cookie'} `}
          <code>{credential.name}</code>.
        </p>
      )}
      {scheme.openIdConnectUrl !== undefined && (
        <p>
          The OpenID Connect provider describes itself (endpoints, scopes, flows) in its discovery document: <Address url={scheme.openIdConnectUrl} />.
        </p>
      )}
    </>
  );
}

function OAuthFlow({ flow }: { readonly flow: OAuthFlowView }) {
  return (
    <div className="api-oauth-flow">
      <p className="api-oauth-flow__title">{`${flow.label} flow`}</p>
      <dl className="api-oauth-flow__facts">
        {(
          [
            ['Authorization URL', flow.authorizationUrl],
            ['Token URL', flow.tokenUrl],
            ['Refresh URL', flow.refreshUrl],
          ] as const
        ).map(([term, url]) =>
          url === undefined ? null : (
            <Fragment key={term}>
              <dt>{term}</dt>
              <dd>
                <Address url={url} />
              </dd>
            </Fragment>
          ),
        )}
        <dt>Scopes</dt>
        <dd>
          {flow.scopes.length === 0 ? (
            'none'
          ) : (
            <ul className="api-oauth-flow__scopes">
              {flow.scopes.map((scope) => (
                <li key={scope.name}>
                  <code>{scope.name}</code>
                  {scope.description !== '' && ` — ${scope.description}`}
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
    </div>
  );
}

/** A link for a web address; anything else (a relative or `javascript:` URL in a spec) as text only. */
function Address({ url }: { readonly url: string }) {
  return /^https?:\/\//i.test(url) ? (
    <a href={url}>
      <code>{url}</code>
    </a>
  ) : (
    <code>{url}</code>
  );
}

/**
 * Which schemes an operation accepts: alternatives joined by "or", schemes
 * needed together by "and", each linking to its entry in the Authentication
 * section (on `schemesUrl`, when that is another page), with the scopes it
 * needs.
 */
export function SecurityRequirements({ security, schemesUrl }: { readonly security: OperationView['security']; readonly schemesUrl: string | undefined }) {
  if (security.length === 0) return <p className="api-security">Authentication: none.</p>;
  return (
    <p className="api-security">
      {'Authentication: '}
      {security.map((alternative, index) => (
        <Fragment key={index}>
          {index > 0 && ' or '}
          {alternative.length === 0
            ? 'none'
            : alternative.map((requirement, part) => (
                <Fragment key={requirement.name}>
                  {part > 0 && ' and '}
                  {requirement.anchor === undefined ? (
                    <code>{requirement.name}</code>
                  ) : (
                    <a href={`${schemesUrl ?? ''}#${requirement.anchor}`}>
                      <code>{requirement.name}</code>
                    </a>
                  )}
                  {requirement.scopes.length > 0 && ` (scopes: ${requirement.scopes.join(', ')})`}
                </Fragment>
              ))}
        </Fragment>
      ))}
    </p>
  );
}
