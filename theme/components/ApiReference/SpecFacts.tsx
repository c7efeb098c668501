import type { ApiReference, SpecInfoView } from '../../../renderer/shared/api-reference.js';

export interface SpecFactsProps {
  readonly info: SpecInfoView | undefined;
  readonly downloads: ApiReference['downloads'];
}

/** One compact line of facts under the title: the spec's downloads, its contact, license and terms of service, those it gives. */
export function SpecFacts({ info, downloads }: SpecFactsProps) {
  const contact = info?.contact;
  const license = info?.license;
  if (downloads === undefined && contact === undefined && license === undefined && info?.termsOfService === undefined) return null;
  return (
    <ul className="api-facts">
      {downloads !== undefined && (
        <li>
          Download:{' '}
          <a href={downloads.original.href} download={downloads.original.fileName}>
            {downloads.original.fileName}
          </a>{' '}
          (as written),{' '}
          <a href={downloads.bundled.href} download={downloads.bundled.fileName}>
            {downloads.bundled.fileName}
          </a>{' '}
          (bundled, JSON)
        </li>
      )}
      {contact !== undefined && (
        <li>
          Contact: {contact.url !== undefined ? <a href={contact.url}>{contact.name ?? contact.url}</a> : contact.name}
          {(contact.url !== undefined || contact.name !== undefined) && contact.email !== undefined && ', '}
          {contact.email !== undefined && <a href={`mailto:${contact.email}`}>{contact.email}</a>}
        </li>
      )}
      {license !== undefined && <li>License: {license.url !== undefined ? <a href={license.url}>{license.name}</a> : license.name}</li>}
      {info?.termsOfService !== undefined && (
        <li>
          <a href={info.termsOfService}>Terms of service</a>
        </li>
      )}
    </ul>
  );
}
