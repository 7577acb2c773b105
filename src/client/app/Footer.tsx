import {
  APP_VERSION,
  type AuditorConfig,
  FOOTER_COPYRIGHT_SINCE,
  TRANSLATE_ELEMENT_ID,
} from '../../contract';
import './Footer.css';

interface FooterProps {
  config: AuditorConfig | null;
}

/** Provider, support and social links, the app version and the copyright line, from the config. */
/** The release's build label (VITE_BUILD_ID at `vite build`): support can tell two builds of a version apart. */
const BUILD_ID = import.meta.env.VITE_BUILD_ID;

export function Footer({ config }: FooterProps) {
  return (
    <footer className="footer">
      <div className="footer-inner">
        {config ? (
          <ul className="footer-links">
            <li>
              <a href={config.PROVIDER_URL} target="_blank" rel="noopener noreferrer">
                {config.PROVIDER_DOMAIN}
              </a>
            </li>
            <li>
              <a href={`mailto:${config.SUPPORT_EMAIL}`}>{config.SUPPORT_EMAIL}</a>
            </li>
            <li>
              <a href={config.SOCIAL_URL} target="_blank" rel="noopener noreferrer">
                {config.SOCIAL_HANDLE}
              </a>
            </li>
          </ul>
        ) : null}
        {/* the translation widget draws its language picker here (thirdParty.ts) */}
        {config?.TRANSLATE_WIDGET ? <div id={TRANSLATE_ELEMENT_ID} className="footer-translate" /> : null}
        <p className="footer-meta">
          {config ? (
            <>
              <span className="footer-brand">{config.BRAND_SHORTNAME}</span>
              <span>
                © {config.BRAND_SHORTNAME} {FOOTER_COPYRIGHT_SINCE}
              </span>
            </>
          ) : null}
          <span className="footer-version">
            Version {APP_VERSION}
            {BUILD_ID ? ` (build ${BUILD_ID})` : ''}
          </span>
        </p>
      </div>
    </footer>
  );
}
