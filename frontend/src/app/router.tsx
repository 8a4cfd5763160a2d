// The route table (spec §2) behind the onboarding gate: before the flag only / (the first intro),
// /start, /test1, /test3 and /taskbar exist and every other address leads to the intro; afterwards the
// shop's routes apply; an unknown address gets an honest not-found page.
import { isValidElement, type ComponentType } from 'react';
import { matchRoutes, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { introPaths, onboardingPaths } from '../config/onboarding-steps';
import { paths } from '../config/paths';
import { isOnboardingComplete, useOnboardingComplete } from '../features/onboarding';
import { loadVoiceCommandGroups } from '../features/voice';
import { withScreenWords } from '../i18n/i18n';
import { OnboardingLayout, StoreLayout } from './layout/store-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { preloadWithin, routeScreen, type RouteScreen } from './route-screen';

const page = <Module,>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) =>
  routeScreen(() => load().then(pick));
const byDefault = (load: () => Promise<{ default: ComponentType }>) =>
  routeScreen(() => load().then((module) => module.default));

const loadOnboarding = () => import('./routes/onboarding');
const ComparePrices = page(loadOnboarding, (m) => m.ComparePricesScreen);
const Assistance = page(loadOnboarding, (m) => m.AssistanceScreen);
const VoiceOver = page(loadOnboarding, (m) => m.VoiceOverScreen);
const Taskbar = page(loadOnboarding, (m) => m.TaskbarScreen);
import NotFound from './routes/not-found';
const Home = byDefault(() => import('./routes/home'));
const Collection = byDefault(() => import('./routes/collection'));
const Product = byDefault(() => import('./routes/product'));
const Cart = byDefault(() => import('./routes/cart'));
// The other screens' words are a catalogue part of their own (no first visit needs them): each of these
// routes loads it with its code, so its first render has them.
const screen = (load: () => Promise<{ default: ComponentType }>) => byDefault(withScreenWords(load));
const Login = screen(() => import('./routes/login'));
const ForgotPassword = screen(() => import('./routes/forgot-password'));
const ResetPassword = screen(() => import('./routes/reset-password'));
const loadNewsletterLink = () => import('./routes/newsletter-link');
const NewsletterConfirm = page(loadNewsletterLink, (m) => m.NewsletterConfirmRoute);
const NewsletterUnsubscribe = page(loadNewsletterLink, (m) => m.NewsletterUnsubscribeRoute);
const Profile = screen(() => import('./routes/profile'));
const About = screen(() => import('./routes/about'));
const Contact = screen(() => import('./routes/contact'));
// The page shows the voice commands: their chunk comes with the route's, so the list is there at first paint.
const Accessibility = screen(async () => {
  const [route] = await Promise.all([import('./routes/accessibility'), loadVoiceCommandGroups()]);
  return route;
});
const LiveStart = screen(() => import('./routes/live-start'));
const LiveWait = screen(() => import('./routes/live-wait'));
const CancelRequest = screen(() => import('./routes/cancel'));
const ScheduleSession = screen(() => import('./routes/schedule-session'));
const HelperDashboard = screen(() => import('./routes/assis-dash'));
const HelperLiveView = screen(() => import('./routes/assis-live'));
const PlaceOrder = screen(() => import('./routes/place-order'));
const Orders = screen(() => import('./routes/orders'));
const TrackOrder = screen(() => import('./routes/track-order'));
const Bill = screen(() => import('./routes/bill'));
const Admin = screen(() => import('./routes/admin'));

function trimSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

function OnboardingGate() {
  const done = useOnboardingComplete();
  const pathname = trimSlash(useLocation().pathname);
  if (!done) {
    return onboardingPaths.includes(pathname) ? <OnboardingLayout /> : <Navigate to={paths.home} replace />;
  }
  return introPaths.includes(pathname) ? <Navigate to={paths.home} replace /> : <StoreLayout />;
}

function IndexPage() {
  return useOnboardingComplete() ? <Home /> : <ComparePrices />;
}

function isRouteScreen(component: unknown): component is RouteScreen {
  return typeof component === 'function' && 'preload' in component;
}

/** The screen the routes draw at an address for this visitor (following the onboarding gate's redirects). */
function screenAt(pathname: string): RouteScreen | undefined {
  const path = trimSlash(pathname);
  const onboarded = isOnboardingComplete();
  if (!onboarded && !onboardingPaths.includes(path)) return ComparePrices;
  const home = path === paths.home || path === paths.homeAlias || (onboarded && introPaths.includes(path));
  if (home) return onboarded ? Home : ComparePrices;
  const element = matchRoutes(routes, path)?.at(-1)?.route.element;
  return isValidElement(element) && isRouteScreen(element.type) ? element.type : undefined;
}

/**
 * Loads the code of the screen at this address, so the first render draws it whole: without it, the words
 * written into the page before the scripts would give way to "Loading…" for a moment before the screen, a
 * flash to the eye and a page whose heading comes and goes for a screen reader. Never fails, and waits at most
 * 3 s: a screen that could not be loaded in time is drawn (or reported) as before, after "Loading…".
 */
export async function preloadScreenAt(pathname: string): Promise<void> {
  const screen = screenAt(pathname);
  if (screen) await preloadWithin(screen, 3_000);
}

export const routes: RouteObject[] = [
  {
    path: paths.home,
    element: <OnboardingGate />,
    children: [
      { index: true, element: <IndexPage /> },
      { path: paths.start, element: <ComparePrices /> },
      { path: paths.test1, element: <Assistance /> },
      { path: paths.test3, element: <VoiceOver /> },
      { path: paths.taskbar, element: <Taskbar /> },
      { path: paths.homeAlias, element: <Navigate to={paths.home} replace /> },
      { path: paths.collection, element: <Collection /> },
      { path: paths.about, element: <About /> },
      { path: paths.contact, element: <Contact /> },
      { path: paths.accessibility, element: <Accessibility /> },
      { path: paths.productPattern, element: <Product /> },
      { path: paths.cart, element: <Cart /> },
      { path: paths.login, element: <Login /> },
      { path: paths.forgotPassword, element: <ForgotPassword /> },
      { path: paths.resetPasswordPattern, element: <ResetPassword /> },
      { path: paths.newsletterConfirmPattern, element: <NewsletterConfirm /> },
      { path: paths.newsletterUnsubscribePattern, element: <NewsletterUnsubscribe /> },
      { path: paths.profile, element: <Profile /> },
      { path: paths.liveStart, element: <LiveStart /> },
      { path: paths.liveWait, element: <LiveWait /> },
      { path: paths.cancel, element: <CancelRequest /> },
      { path: paths.scheduleSession, element: <ScheduleSession /> },
      { path: paths.assisDash, element: <HelperDashboard /> },
      { path: paths.assisLive, element: <HelperLiveView /> },
      { path: paths.placeOrder, element: <PlaceOrder /> },
      { path: paths.orders, element: <Orders /> },
      { path: paths.trackOrderPattern, element: <TrackOrder /> },
      { path: paths.bill, element: <Bill /> },
      { path: paths.admin, element: <Admin /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];

/**
 * The routes, matched by react-router's declarative mode (half the bytes of its data router, whose loaders and
 * actions the shop does not use), inside the error page's boundary.
 */
export function AppRoutes() {
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}
