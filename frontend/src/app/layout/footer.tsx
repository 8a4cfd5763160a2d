// The shop's footer: who we are, the company links and how to reach us.
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { useI18n } from '../../i18n/i18n';

export function Footer() {
  const { t } = useI18n();
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer__grid">
          <div>
            <p className="logo">{site.name}</p>
            <p>{t('footer.about')}</p>
          </div>
          <nav aria-labelledby="footer-company">
            <h2 id="footer-company">{t('footer.company')}</h2>
            <ul>
              <li>
                <Link to={paths.home}>{t('footer.home')}</Link>
              </li>
              <li>
                <Link to={paths.about}>{t('footer.aboutUs')}</Link>
              </li>
              <li>
                <Link to={paths.contact}>{t('footer.contact')}</Link>
              </li>
              <li>
                <Link to={paths.accessibility}>{t('footer.accessibility')}</Link>
              </li>
            </ul>
          </nav>
          <div>
            <h2>{t('footer.getInTouch')}</h2>
            <ul>
              <li>
                <a href={`tel:${site.phone.replace(/\s/g, '')}`}>{site.phone}</a>
              </li>
              <li>
                <a href={`mailto:${site.email}`}>{site.email}</a>
              </li>
            </ul>
          </div>
        </div>
        <p className="site-footer__copyright">
          {/* The year as digits, not as a number ("2,026"). */}
          {t('footer.copyright', { year: String(new Date().getFullYear()), shop: site.name })}
        </p>
      </div>
    </footer>
  );
}
