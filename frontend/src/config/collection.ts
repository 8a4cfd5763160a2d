/**
 * The collection's cards a phone or a desktop shows before scrolling (two or four to a row, one row): their
 * pictures load at once, in the app and in the page's preview before it (vite.config.ts).
 */
export const FIRST_SCREENFUL_CARDS = 4;
