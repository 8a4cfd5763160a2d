// The shop's header (spec §2): links, the collection's search toggle, profile menu or Login, cart with its
// count, Voice commands, the language choice, the contrast toggle for signed-in shoppers, Live Assistance,
// and a side menu on small screens. On a phone the header keeps one row (brand, search on the collection,
// cart, voice, language, menu); the links, the profile menu, Login or the contrast toggle and Live
// Assistance are in the side menu instead (global.css hides them from the row).
import { useId, useState, type RefObject } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { CartIcon, MenuIcon, ProfileIcon, SearchIcon, CrossIcon } from '../../components/ui/icons';
import { Dialog } from '../../components/ui/dialog';
import { MenuButton } from '../../components/ui/menu-button';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { LanguagePicker, useAccessibilitySettings } from '../../features/accessibility';
import { t as translate, useI18n } from '../../i18n/i18n';
import { useSession } from '../../lib/session';
import { useCart } from '../../features/cart';
import { VoiceButton } from '../../features/voice';
import { navItems } from './nav-items';

export const SEARCH_BAR_ID = 'search-bar';

/** The cart link's name, with its count: "Cart, 3 items". */
export function cartLabel(count: number): string {
  return translate('header.cart', { count });
}

export function Header({
  searchOpen,
  searchToggleRef,
  onToggleSearch,
}: {
  searchOpen: boolean;
  searchToggleRef: RefObject<HTMLButtonElement | null>;
  onToggleSearch: () => void;
}) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { token, user, signOut } = useSession();
  const { count } = useCart();
  const { contrast, toggleHighContrast } = useAccessibilitySettings();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuTitleId = useId();

  const logout = () => {
    signOut('user');
    navigate(paths.login);
  };
  const closeMenu = () => setMenuOpen(false);
  const contrastLabel = t(contrast === 'high' ? 'common.normalMode' : 'common.highContrast');

  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <Link to={paths.home} className="logo">
          {site.name}
          <span className="logo__dot" aria-hidden="true">
            .
          </span>
        </Link>

        <nav aria-label={t('nav.main')} className="main-nav">
          <ul>
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === paths.home}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="site-header__actions">
          {pathname === paths.collection && (
            <button
              ref={searchToggleRef}
              type="button"
              className="icon-button"
              aria-label={t('header.search')}
              aria-expanded={searchOpen}
              aria-controls={searchOpen ? SEARCH_BAR_ID : undefined}
              onClick={onToggleSearch}
            >
              <SearchIcon />
            </button>
          )}

          {token && (
            <MenuButton
              label={t('header.profile')}
              className="site-header__more"
              items={[
                { label: t('header.myProfile'), onSelect: () => navigate(paths.profile) },
                { label: t('header.orders'), onSelect: () => navigate(paths.orders) },
                ...(user?.role === 'admin'
                  ? [{ label: t('header.storeAdmin'), onSelect: () => navigate(paths.admin) }]
                  : []),
                { label: t('header.logout'), onSelect: logout },
              ]}
            >
              <ProfileIcon />
            </MenuButton>
          )}

          <Link to={paths.cart} className="icon-button cart-link" aria-label={cartLabel(count)}>
            <CartIcon />
            <span className="cart-link__count" aria-hidden="true">
              {count}
            </span>
          </Link>

          <VoiceButton className="button button--small site-header__voice" />

          <LanguagePicker className="site-header__language" />

          {token ? (
            <button
              type="button"
              className="button button--small site-header__more"
              onClick={() => toggleHighContrast()}
            >
              {contrastLabel}
            </button>
          ) : (
            <Link to={paths.login} className="button button--small site-header__more">
              {t('header.login')}
            </Link>
          )}

          <Link to={paths.liveStart} className="button button--small button--primary site-header__more">
            {t('header.liveAssistance')}
          </Link>
        </div>

        {/* On small screens the menu button ends the logo's row, after the actions. */}
        <button
          type="button"
          className="icon-button menu-toggle"
          aria-label={t('header.menu')}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon />
        </button>
      </div>

      <Dialog open={menuOpen} onClose={closeMenu} labelledBy={menuTitleId} className="side-menu">
        <div className="side-menu__top">
          <h2 id={menuTitleId}>{t('header.menu')}</h2>
          <button
            type="button"
            className="icon-button"
            aria-label={t('header.closeMenu')}
            onClick={closeMenu}
          >
            <CrossIcon />
          </button>
        </div>
        <nav aria-label={t('nav.mainMenu')}>
          <ul>
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === paths.home} onClick={closeMenu}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* What the phone's header row leaves out. */}
        <ul className="side-menu__actions">
          {token ? (
            <>
              <li>
                <NavLink to={paths.profile} onClick={closeMenu}>
                  {t('header.myProfile')}
                </NavLink>
              </li>
              <li>
                <NavLink to={paths.orders} onClick={closeMenu}>
                  {t('header.orders')}
                </NavLink>
              </li>
              {user?.role === 'admin' && (
                <li>
                  <NavLink to={paths.admin} onClick={closeMenu}>
                    {t('header.storeAdmin')}
                  </NavLink>
                </li>
              )}
              <li>
                <button
                  type="button"
                  className="button"
                  onClick={() => {
                    closeMenu();
                    logout();
                  }}
                >
                  {t('header.logout')}
                </button>
              </li>
              <li>
                <button type="button" className="button" onClick={() => toggleHighContrast()}>
                  {contrastLabel}
                </button>
              </li>
            </>
          ) : (
            <li>
              <Link to={paths.login} className="button" onClick={closeMenu}>
                {t('header.login')}
              </Link>
            </li>
          )}
          <li>
            <Link to={paths.liveStart} className="button button--primary" onClick={closeMenu}>
              {t('header.liveAssistance')}
            </Link>
          </li>
        </ul>
      </Dialog>
    </header>
  );
}
