// The shop's footer: who we are, the company links and how to reach us.
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { site } from '../../config/site';

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer__grid">
          <div>
            <p className="logo">{site.name}</p>
            <p>
              Everyday clothing for men, women and kids, delivered across Sri Lanka. Built to be easy to use
              with a screen reader, a keyboard or your voice, with real people ready to help.
            </p>
          </div>
          <nav aria-labelledby="footer-company">
            <h2 id="footer-company">COMPANY</h2>
            <ul>
              <li>
                <Link to={paths.home}>Home</Link>
              </li>
              <li>
                <Link to={paths.about}>About us</Link>
              </li>
              <li>
                <Link to={paths.contact}>Contact</Link>
              </li>
              <li>
                <Link to={paths.accessibility}>Accessibility</Link>
              </li>
            </ul>
          </nav>
          <div>
            <h2>GET IN TOUCH</h2>
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
          Copyright {new Date().getFullYear()} © {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
