// The helper's live view shows one served shopper at a time, named in the address (?shopper=<userId>),
// so switching between shoppers is a link and the browser's back button works.
import { paths } from '../../../config/paths';

export const LIVE_VIEW_PARAM = 'shopper';

export const liveViewPath = (shopperId: string) =>
  `${paths.assisLive}?${LIVE_VIEW_PARAM}=${encodeURIComponent(shopperId)}`;
