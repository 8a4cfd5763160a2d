// The shop's header (spec §2): links, the collection's search toggle, profile menu or Login, cart with its
// count, Voice commands, the contrast toggle for signed-in shoppers, Live Assistance, and a side menu on small screens.
import { useId, useState, type RefObject } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { CartIcon, MenuIcon, ProfileIcon, SearchIcon, CrossIcon } from '../../components/ui/icons';
import { Dialog } from '../../components/ui/dialog';
import { MenuButton } from '../../components/ui/menu-button';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { useAccessibilitySettings } from '../../features/accessibility';
import { countOf } from '../../lib/plural';
import { useSession } from '../../lib/session';
import { useCart } from '../../features/cart';
import { VoiceButton } from '../../features/voice';
import { navItems } from './nav-items';

export const SEARCH_BAR_ID = 'search-bar';

export function cartLabel(count: number): string {
  return `Cart, ${countOf(count, 'item')}`;
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

  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <Link to={paths.home} className="logo">
          {site.name}
          <span className="logo__dot" aria-hidden="true">
            .
          </span>
        </Link>

        {/* On small screens the menu button shares the logo's row; the actions get the row below. */}
        <button
          type="button"
          className="icon-button menu-toggle"
          aria-label="Menu"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon />
        </button>

        <nav aria-label="Main" className="main-nav">
          <ul>
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === paths.home}>
                  {item.label}
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
              aria-label="Search"
              aria-expanded={searchOpen}
              aria-controls={searchOpen ? SEARCH_BAR_ID : undefined}
              onClick={onToggleSearch}
            >
              <SearchIcon />
            </button>
          )}

          {token && (
            <MenuButton
              label="Profile"
              items={[
                { label: 'My Profile', onSelect: () => navigate(paths.profile) },
                { label: 'Orders', onSelect: () => navigate(paths.orders) },
                ...(user?.role === 'admin'
                  ? [{ label: 'Store admin', onSelect: () => navigate(paths.admin) }]
                  : []),
                { label: 'Logout', onSelect: logout },
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

          <VoiceButton />

          {token ? (
            <button type="button" className="button button--small" onClick={() => toggleHighContrast()}>
              {contrast === 'high' ? 'Normal Mode' : 'High Contrast'}
            </button>
          ) : (
            <Link to={paths.login} className="button button--small">
              Login
            </Link>
          )}

          <Link to={paths.liveStart} className="button button--small button--primary">
            Live Assistance
          </Link>
        </div>
      </div>

      <Dialog
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        labelledBy={menuTitleId}
        className="side-menu"
      >
        <div className="side-menu__top">
          <h2 id={menuTitleId}>Menu</h2>
          <button
            type="button"
            className="icon-button"
            aria-label="Close menu"
            onClick={() => setMenuOpen(false)}
          >
            <CrossIcon />
          </button>
        </div>
        <nav aria-label="Main menu">
          <ul>
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === paths.home} onClick={() => setMenuOpen(false)}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </Dialog>
    </header>
  );
}
