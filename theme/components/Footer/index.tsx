import type { CSSProperties } from 'react';
import type { FooterItemData, LinkData, LogoData, SiteData } from '../../../renderer/shared/page-data.js';
import { usePageData } from '../../page-context.js';
import { Link } from '../Link/index.js';

export function Footer() {
  const { columns, company, copyright, logo } = usePageData().site.footer;
  if (columns.length === 0 && company === undefined && copyright === undefined && logo === undefined) return null;
  return (
    <footer className="footer">
      <div className="footer__inner">
        {columns.length > 0 && (
          <div className="footer__columns" style={{ '--footer-columns': columns.length } as CSSProperties}>
            {columns.map((column, index) => (
              <div key={index} className="footer__column">
                <h2 className="footer__title">{column.title}</h2>
                <ul className="footer__list">
                  {column.items.map((item, itemIndex) => (
                    <FooterColumnItem key={itemIndex} item={item} />
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
        {company !== undefined && <FooterCompany company={company} />}
        {logo !== undefined && <FooterLogo logo={logo} />}
        {/* Sanitised when the site was built (renderer/content/config-html.ts). */}
        {copyright !== undefined && <div className="footer__copyright" dangerouslySetInnerHTML={{ __html: copyright }} />}
      </div>
    </footer>
  );
}

function FooterColumnItem({ item }: { readonly item: FooterItemData }) {
  // HTML items were sanitised when the site was built (renderer/content/config-html.ts).
  if ('html' in item) return <li className="footer__item" dangerouslySetInnerHTML={{ __html: item.html }} />;
  return (
    <li className="footer__item">
      <FooterLink link={item} />
    </li>
  );
}

function FooterLink({ link }: { readonly link: LinkData }) {
  return (
    <Link href={link.href} external={link.external} className="footer__link">
      {link.label}
    </Link>
  );
}

/** As the navbar's: width and height keep the footer from moving while the image loads, and CSS shows the dark version in dark mode. */
function FooterLogo({ logo }: { readonly logo: LogoData }) {
  const size = { width: logo.width, height: logo.height };
  const images =
    logo.srcDark === undefined ? (
      <img className="footer__logo" src={logo.src} alt={logo.alt} {...size} />
    ) : (
      <>
        <img className="footer__logo footer__logo--light" src={logo.src} alt={logo.alt} {...size} />
        <img className="footer__logo footer__logo--dark" src={logo.srcDark} alt={logo.alt} {...size} />
      </>
    );
  return (
    <div className="footer__logo-box">
      {logo.link === undefined ? (
        images
      ) : (
        <Link href={logo.link.href} external={logo.link.external} className="footer__logo-link">
          {images}
        </Link>
      )}
    </div>
  );
}

function FooterCompany({ company }: { readonly company: NonNullable<SiteData['footer']['company']> }) {
  return (
    <div className="footer__company">
      {company.description !== undefined && <p className="footer__description">{company.description}</p>}
      {company.items.length > 0 && (
        <ul className="footer__company-items">
          {company.items.map((item, index) => (
            <li key={index} className="footer__company-item">
              {typeof item === 'string' ? item : <FooterLink link={item} />}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
