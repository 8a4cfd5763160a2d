// Sinhala voice phrases as Sri Lankans say them: plain, softened (-කෝ) and "let's" forms, "I need to…"
// (… ඕනේ), polite requests (… පුළුවන්ද), English nouns said in Sinhala ("කාට් එක") or in Latin letters
// ("cart එක"), and the Sinhala list of commands. Sinhala puts the verb last: "කාට් එකට යන්න" (cart-to go).
import { anyOf, either, type PhraseSet, type Slots } from './phrase-set';

/** A request as it is said: "යන්න", "යන්නකෝ", "යන්න ඕනේ" (I need to), "යන්න පුළුවන්ද" (could you). */
function request(infinitive: string): string {
  return `(?:${infinitive})(?:කෝ|කො| ඕනේ| ඕන| ඕනෑ| පුළුවන්ද| පුලුවන්ද)?`;
}

/** A command that changes something for good (sign out, reset): said outright, never asked about. */
function firm(infinitive: string): string {
  return `(?:${infinitive})(?:කෝ|කො| ඕනේ| ඕන)?`;
}

/** Something done ("ඔන් කරන්න", "වැඩි කරන්න"): the word, then කරන්න in any of its forms. */
function doing(words: string): string {
  return `(?:${words}) (?:${request('කරන්න')}|කරමු|කරපන්|කරලා දෙන්න|කරල දෙන්න)`;
}

const go = anyOf(request('යන්න'), 'යමු', 'යනවා', 'යපන්', 'පලයන්', 'යන්න කැමතියි');
const show = anyOf(request('පෙන්වන්න|පෙන්නන්න|බලන්න'), 'පෙන්වලා දෙන්න', 'පෙන්නලා දෙන්න', 'පෙන්වපන්', 'පෙන්නපන්', 'බලමු');
const open = anyOf(request('අරින්න|ඇරන්න'), 'අරිමු', doing('ඕපන්|open'));
const put = anyOf(request('දාන්න'), 'දාමු', 'දාපන්', 'දාලා දෙන්න', 'දාල දෙන්න', doing('එකතු|ඇඩ්|add'));
const turnOn = anyOf(
  doing('ඔන්|ඕන්|on|ක්‍රියාත්මක|සක්‍රිය|ඇක්ටිවේට්|එනේබල්|පාවිච්චි|භාවිතා'),
  request('දාන්න'),
  'දාමු',
  'දාපන්',
  request('පෙන්වන්න|පෙන්නන්න'),
);
const turnOff = anyOf(
  doing('ඕෆ්|ඔෆ්|off|අයින්|අක්‍රිය|ඩිසේබල්|නැති'),
  'අයින් කරපන්',
  request('නවත්තන්න|නවත්වන්න|හංගන්න'),
  doing('නතර'),
  'එපා',
);

/** "මගේ කාට් එක", "අපේ", "මේ": whose or which place, said or not. */
const mine = '(?:මගේ |මාගේ |අපේ |මේ )?';

/** An English noun said in Sinhala takes එක ("the"): "කාට් එක", "කාට් එකට" (to the cart), or -ට itself. */
function borrowed(words: string): Slots {
  return {
    name: `(?:${words})(?: එක| ටික| පිටුව| පේජ් එක)?`,
    to: `(?:${words})(?: එකට| ?ට| වලට| පිටුවට| පේජ් එකට)`,
  };
}

/** A page named by what is on it: "අපි ගැන පිටුව", "අපි ගැන පිටුවට". */
function page(words: string): Slots {
  return { name: `(?:${words}) (?:පිටුව|පේජ් එක)`, to: `(?:${words}) (?:පිටුවට|පේජ් එකට)` };
}

const cart = either(
  {
    name: 'කූඩය|සාප්පු කූඩය|කරත්තය|සාප්පු කරත්තය',
    to: 'කූඩයට|සාප්පු කූඩයට|කරත්තයට|සාප්පු කරත්තයට',
  },
  borrowed('කාට්|කාර්ට්|cart|ෂොපිං කාට්|shopping cart|බාස්කට්|basket|බෑග්|bag'),
);
const thisItem = '(?:මේක |මේක ම |මේ ඇඳුම |මේ එක |මේ බඩුව |මේ භාණ්ඩය |ඒක )?';
const taskbar =
  '(?:(?:ප්‍රවේශ්‍යතා |ඇක්සෙසිබිලිටි )?(?:ටාස්ක්බාර්|ටාස්ක් බාර්|taskbar)(?: එක)?|(?:ප්‍රවේශ්‍යතා|ඇක්සෙසිබිලිටි|accessibility) (?:මෙනුව|මෙනු එක|සැකසුම්|සෙටින්ග්ස්|settings))';
const pageWord = '(?:පිටුව|පිටුවට|පේජ් එක|පේජ් එකට)';
const logoutWords = 'ලොග් අවුට්|ලොග්අවුට්|logout|සයින් අවුට්|ලොග් ඕෆ්';
const resetWords = 'රීසෙට්|රිසෙට්|reset';
const resetWhat =
  '(?:ඔක්කොම|සියල්ල|සියල්ලම|සේරම|සැකසුම්|සියලු සැකසුම්|ඔක්කොම සැකසුම්|සෙටින්ග්ස්|සෙටිංස්|settings|ඩිස්ප්ලේ එක|display එක|ටාස්ක්බාර් එක|taskbar එක) ';
const readVerb = anyOf(request('කියවන්න'), 'කියවමු', 'කියවපන්', 'කියවලා දෙන්න', 'කියවල දෙන්න');
const readWhat =
  '(?:මේක |මේ පිටුව |පිටුව |මේ පේජ් එක |මේ පිටුවේ තියෙන දේ |මේ පිටුවේ තියෙන ඒවා |විස්තර |විස්තරය |ඇඳුමේ විස්තර |භාණ්ඩයේ විස්තර |(?:මගේ )?(?:කාට් එක|කූඩය|cart එක) |(?:මගේ )?(?:කාට් එකේ|කූඩයේ) (?:තියෙන ඒවා|තියෙන දේවල්|තියෙන දේ) |(?:මගේ )?(?:ඕඩර් එක|ඇණවුම) )?';
const aloud = '(?:ශබ්ද නගා |සද්දෙට |සද්දෙන් |හයියෙන් )?';
const reviewsWord = '(?:(?:අලුත්ම |අන්තිම )?(?:සමාලෝචන|සමාලෝචනය|සමාලෝචනයන්|රිවිව්ස්|රිවිව්|reviews) )';
const stopVerb = anyOf(request('නවත්තන්න|නවත්වන්න'), 'නවත්තපන්', 'නවත්තමු', doing('නතර|ස්ටොප්|stop'), 'ස්ටොප්');
const more = '(?:තව |තවත් |ටිකක් |පොඩ්ඩක් |තව ටිකක් |තව පොඩ්ඩක් |ගොඩක් )?';
const colours = '(?:පාට|පාටවල්|වර්ණ)';
const mode = '(?: මෝඩ් එක| මෝඩ්| එක| ප්‍රොෆයිල් එක| ප්‍රොෆයිල්)?';
const sizeWord = '(?:සයිස් එකක්|සයිස් එක|සයිස්|size එක|size|ප්‍රමාණයක්|ප්‍රමාණය)';
const choose = anyOf(
  request('තෝරන්න|තෝරගන්න|තෝරා ගන්න|දෙන්න|දාන්න'),
  'තෝරමු',
  'තෝරපන්',
  'තෝරලා දෙන්න',
  doing('සිලෙක්ට්|select'),
  'ගන්නම්',
  'ගන්නවා',
  'ඕනේ|ඕන|ඕනෑ',
);
const find = anyOf(
  request('හොයන්න|සොයන්න'),
  'හොයමු',
  'හොයපන්',
  '(?:හොයලා|හොයල|හොයා|සොයා) (?:දෙන්න|බලන්න)',
  doing('සර්ච්|search'),
);
const some = '(?: එකක්| ටිකක්| කිහිපයක්| කීපයක්| වගයක්| එක)?';

export const si: PhraseSet = {
  misheard: [],

  fillers: {
    leading: [
      'කරුණාකරලා',
      'කරුණාකරල',
      'කරුණාකර',
      'අනේ',
      'ප්ලීස්',
      'please',
      'හරි',
      'හා',
      'ඔව්',
      'ඉතින්',
      'එහෙනම්',
      'දැන්',
      'පොඩ්ඩක්',
      'ඔයා',
      'ඔබ',
      'මට',
      'හලෝ',
      'hello',
      'ඕකේ',
      'okay',
      'ok',
      'ආ',
      'අම්',
      'ම්',
      'um',
      'uh',
      'hmm',
    ],
    trailing: [
      'කරුණාකරලා',
      'කරුණාකර',
      'අනේ',
      'ප්ලීස්',
      'please',
      'ස්තූතියි',
      'ස්තුතියි',
      'තෑන්ක්ස්',
      'thank you',
      'thanks',
      'දැන්',
      'ඉක්මනට',
      'පොඩ්ඩක්',
      'හරිද',
      'ඕකේ',
      'okay',
      'ok',
    ],
  },

  commands: [
    [
      { type: 'turn-page', direction: 'next' },
      anyOf(
        `(?:ඊළඟ|ඊලඟ|ඊළග|ඊලග|ඊට පස්සේ|ඊට පස්සෙ|ඉස්සරහ|නෙක්ස්ට්|next) ${pageWord}(?: (?:${go}|${show}|${open}))?`,
        `තව (?:ඇඳුම් |බඩු |භාණ්ඩ )?(?:${show})`,
        'පිටුව පෙරළන්න',
      ),
    ],
    [
      { type: 'turn-page', direction: 'previous' },
      anyOf(
        `(?:කලින්|පෙර|පසුගිය|ප්‍රීවියස්|previous) ${pageWord}(?: (?:${go}|${show}|${open}))?`,
        `පිටුවක් (?:පස්සට|පිටිපස්සට|ආපහු) (?:${go})`,
      ),
    ],
    [
      { type: 'logout' },
      anyOf(
        `(?:${logoutWords})`,
        `(?:${logoutWords}) (?:${firm('වෙන්න')}|වෙමු|${firm('කරන්න')})`,
        `මාව (?:${logoutWords}) (?:${firm('කරන්න')})`,
        `(?:මගේ )?(?:ගිණුමෙන්|ඇකවුන්ට් එකෙන්|අකවුන්ට් එකෙන්|account එකෙන්) (?:${logoutWords}|ඉවත්) (?:${firm('වෙන්න')})`,
      ),
    ],
    [
      { type: 'add-to-cart' },
      anyOf(
        `${thisItem}(?:${cart.to}) (?:${put})`,
        'ඇඩ් ටු කාට්|ඇඩ් ටු කාර්ට්',
        '(?:මම )?(?:මේක|මේක ම|මේ ඇඳුම|මේ එක|ඒක) (?:ගන්නවා|ගන්නම්|මිලදී ගන්නවා|මිලදී ගන්නම්|ගන්න ඕනේ)',
      ),
    ],
    [
      { type: 'navigate', to: 'checkout' },
      anyOf(
        'ගෙවන්න|ගෙවන්න ඕනේ|ගෙවමු|බිල ගෙවන්න|සල්ලි ගෙවන්න',
        `(?:ඕඩර් එක|ඇණවුම) (?:දාන්න|දාමු|${request('කරන්න')}|කරමු|ප්ලේස් කරන්න)`,
      ),
    ],
    [
      { type: 'navigate', to: 'login' },
      anyOf(
        `(?:ලොග් ඉන්|ලොගින්|login|ලොග්|සයින් ඉන්|ලියාපදිංචි|රෙජිස්ටර්|සයින් අප්) (?:${request('වෙන්න|කරන්න')}|වෙමු)`,
        `(?:ගිණුමට )?${request('ඇතුළු වෙන්න')}`,
      ),
    ],
    [
      { type: 'navigate', to: 'live-help' },
      anyOf(
        `(?:කෙනෙක්|කෙනෙකු|මනුස්සයෙක්|ඔයාලගේ කෙනෙක්|උදව්කාරයෙක්|සහායකයෙක්) (?:එක්ක|සමඟ) (?:${request('කතා කරන්න')}|කතා කරමු)`,
        '(?:උදව්වට|උදව් කරන්න) කෙනෙක් (?:ඕනේ|ඕන|එවන්න|දෙන්න)',
        '(?:කෙනෙකුගෙන්|මනුස්සයෙකුගෙන්) උදව් (?:ඕනේ|ඕන|ගන්න ඕනේ|ගන්න)',
      ),
    ],
    [
      { type: 'help' },
      anyOf(
        '(?:මොනවද|මොනවාද|මොනවා) කියන්න (?:පුළුවන්|පුලුවන්|ඕනේ|ඕන)',
        'කියන්න පුළුවන් මොනවද',
        '(?:මොනවද|මොනවාද) කරන්න (?:පුළුවන්|පුලුවන්)',
        '(?:විධාන|හඬ විධාන|කමාන්ඩ්ස්|කමාන්ඩ්|commands|වොයිස් කමාන්ඩ්ස්)(?: (?:මොනවද|මොනවාද|ලැයිස්තුව|පෙන්වන්න|කියන්න|කියවන්න))?',
        '(?:උදව්|උදව්වක්|හෙල්ප්|help)(?: (?:කරන්න|කරන්නකෝ|ඕනේ|ඕන|කරන්න පුළුවන්ද))?',
      ),
    ],
    [
      { type: 'stop' },
      anyOf(
        `(?:කියවන එක|කියවීම|කතා කරන එක|කියන එක|සද්දේ|සද්දෙ) (?:${stopVerb})`,
        stopVerb,
        'ඇති|ඇති ඇති|හරි ඇති|එච්චරයි',
        '(?:නිශ්ශබ්ද|නිහඬ) (?:වෙන්න|වෙන්නකෝ|වන්න)',
        'සද්ද නොකර ඉන්න|සද්ද කරන්න එපා|කට වහන්න|කට වහපන්',
      ),
    ],
    [
      { type: 'open-helper-product' },
      anyOf(
        '(?:මගේ )?(?:සහායකයා|හෙල්පර්) (?:එවපු|එවූ|එව්ව) (?:භාණ්ඩය|බඩුව|එක) (?:විවෘත කරන්න|අරින්න|ඕපන් කරන්න|පෙන්වන්න|පෙන්නන්න)',
        '(?:සහායකයා|හෙල්පර්) (?:එවපු|එවූ|එව්ව) (?:භාණ්ඩය|බඩුව|එක)',
      ),
    ],
    [
      { type: 'read-reviews' },
      anyOf(
        `${reviewsWord}${aloud}(?:${readVerb})`,
        `(?:ගත්තු අය|ගැනුම්කරුවන්|මිනිස්සු) (?:මොනවද|මොකද) (?:කියන්නේ|කියන්නෙ)`,
        'සමාලෝචන|සමාලෝචනය|රිවිව්ස්|රිවිව්',
      ),
    ],
    [
      { type: 'read' },
      anyOf(
        `${readWhat}${aloud}(?:${readVerb})`,
        'මේ මොකක්ද|මේක මොකක්ද|මේ මොන පිටුවද|මේ පිටුවේ මොනවද (?:තියෙන්නේ|තියෙන්නෙ)',
        'මම (?:ඉන්නේ|ඉන්නෙ) කොහෙද|මම කොහෙද (?:ඉන්නේ|ඉන්නෙ)',
        '(?:මේක|මේ ඇඳුම|මේ පිටුව) ගැන කියන්න|(?:මේ පිටුව )?විස්තර කරන්න|වොයිස් ඕවර්|voiceover',
      ),
    ],
    [
      { type: 'reset' },
      anyOf(
        `(?:${resetWhat})?(?:${resetWords})(?: (?:${firm('කරන්න')}))?`,
        `(?:${resetWhat})?(?:යළි සකසන්න|නැවත සකසන්න)`,
        `(?:${resetWhat})?(?:මුල් තත්ත්වයට|මුල් තත්වයට|පෙර තත්ත්වයට|පෙර තත්වයට|සාමාන්‍ය තත්ත්වයට|සාමාන්‍ය තත්වයට|ඩිෆෝල්ට් වලට|default වලට) (?:පත් කරන්න|ගේන්න|දාන්න|හරවන්න|${firm('කරන්න')})`,
      ),
    ],
    [
      { type: 'taskbar', open: true },
      `${taskbar}(?: (?:${open}|${show}|${doing('ඔන්|ඕන්|on|ඇක්ටිවේට්|සක්‍රිය')}))?`,
    ],
    [
      { type: 'taskbar', open: false },
      `${taskbar} (?:${request('වහන්න|හංගන්න')}|වහපන්|වහමු|${doing('ක්ලෝස්|close|අයින්|ඕෆ්|ඔෆ්|off|අක්‍රිය')})`,
    ],
  ],

  setLanguage: {
    names: [
      [
        'si',
        {
          name: 'සිංහල|සිංහලය|sinhala',
          in: 'සිංහලෙන්|සිංහලයෙන්|සිංහල වලින්|sinhala වලින්',
          to: 'සිංහලට|සිංහලයට|සිංහල වලට|sinhala වලට',
        },
      ],
      [
        'ta',
        {
          name: 'දෙමළ|දෙමල|tamil|ටැමිල්',
          in: 'දෙමළෙන්|දෙමලෙන්|දෙමළ වලින්|tamil වලින්',
          to: 'දෙමළට|දෙමලට|දෙමළ වලට|tamil වලට',
        },
      ],
      [
        'en',
        {
          name: 'ඉංග්‍රීසි|ඉංග්‍රීසිය|ඉංග්ලිෂ්|ඉංග්ලිශ්|english',
          in: 'ඉංග්‍රීසියෙන්|ඉංග්‍රීසි වලින්|ඉංග්ලිෂ් වලින්|ඉංග්ලිෂ්වලින්|english වලින්',
          to: 'ඉංග්‍රීසියට|ඉංග්‍රීසි වලට|ඉංග්ලිෂ් වලට|english වලට',
        },
      ],
    ],
    shapes: [
      '{name}',
      '{in}',
      '{name} (?:භාෂාව|භාෂාවෙන්|භාෂාවට)',
      `{in} (?:${request('කතා කරන්න|කියන්න|පෙන්වන්න|වැඩ කරන්න')}|කතා කරමු)`,
      `(?:භාෂාව )?(?:{to}|{name} භාෂාවට) (?:${request('මාරු කරන්න|මාරු වෙන්න|හරවන්න|වෙනස් කරන්න|දාන්න')}|මාරු කරමු|මාරු වෙමු)`,
      `(?:භාෂාව )?{name}(?: භාෂාව)? (?:${request('තෝරන්න|දාන්න|කරන්න')}|ඕනේ|ඕන)`,
    ],
  },

  navigate: {
    places: [
      [
        'home',
        either(
          { name: 'මුල් පිටුව|ප්‍රධාන පිටුව|මුල් පේජ් එක', to: 'මුල් පිටුවට|ප්‍රධාන පිටුවට|මුල් පේජ් එකට' },
          borrowed('හෝම් පේජ්|හෝම්|home page|homepage|home'),
        ),
      ],
      [
        'collection',
        either(
          {
            name: 'ඇඳුම් එකතුව|එකතුව|සියලුම ඇඳුම්|ඔක්කොම ඇඳුම්|ඇඳුම්|සියලුම භාණ්ඩ|ඔක්කොම බඩු',
            to: 'ඇඳුම් එකතුවට|එකතුවට',
          },
          borrowed('කලෙක්ෂන්|කලෙක්ශන්|collection|ප්‍රොඩක්ට්ස්|products|ෂොප්|shop'),
        ),
      ],
      ['cart', cart],
      [
        'checkout',
        either(
          { name: 'ගෙවීම් පිටුව|ගෙවීම', to: 'ගෙවීම් පිටුවට|ගෙවීමට' },
          borrowed('චෙක්අවුට්|චෙක් අවුට්|checkout|පේමන්ට්|payment|ඩිලිවරි|delivery'),
        ),
      ],
      [
        'orders',
        either(
          {
            name: '(?:කලින් )?(?:ඇණවුම්|ඇණවුම් ඉතිහාසය)',
            to: 'ඇණවුම් වලට|ඇණවුම්වලට|ඇණවුම් ඉතිහාසයට',
          },
          borrowed('(?:කලින් )?(?:ඕඩර්ස්|ඕඩර්|orders|order)|ඕඩර් හිස්ට්‍රි|order history'),
          page('ඇණවුම්|ඕඩර්ස්'),
        ),
      ],
      [
        'profile',
        either(
          { name: 'ගිණුම|පැතිකඩ', to: 'ගිණුමට|පැතිකඩට' },
          borrowed('ප්‍රොෆයිල්|ප්‍රෝෆයිල්|profile|අකවුන්ට්|ඇකවුන්ට්|account'),
        ),
      ],
      ['login', either(page('ලොග් ඉන්|ලොගින්|login|සයින් ඉන්|ලියාපදිංචි'), borrowed('ලොගින්|login'))],
      ['about', either({ name: 'අපි ගැන|අප ගැන' }, page('අපි ගැන|අප ගැන|about|about us'))],
      [
        'contact',
        either(
          { name: 'සම්බන්ධතා|සම්බන්ධතා තොරතුරු|අපිව සම්බන්ධ කරගන්න|අප හා සම්බන්ධ වන්න' },
          page('සම්බන්ධතා|සම්බන්ධ කරගැනීමේ|සම්බන්ධ කර ගැනීමේ|කොන්ටැක්ට්|contact'),
        ),
      ],
      [
        'accessibility',
        either(
          { name: 'ප්‍රවේශ්‍යතාව|ප්‍රවේශ්‍යතා තොරතුරු', to: 'ප්‍රවේශ්‍යතාවට' },
          page('ප්‍රවේශ්‍යතා|ඇක්සෙසිබිලිටි|accessibility'),
        ),
      ],
      [
        'live-help',
        {
          name: 'සජීවී උදව්|සජීවී සහාය|සජීවී සහය|ලයිව් හෙල්ප්|live help|උදව් කරන කෙනෙක්|උදව්කාරයෙක්',
          to: 'සජීවී උදව්වට|සජීවී සහායට|ලයිව් හෙල්ප් එකට|live help එකට',
        },
      ],
    ],
    shapes: [
      // "කාට් එකට යන්න", "මාව කාට් එකට එක්කන් යන්න"
      `(?:මාව )?${mine}{to} (?:${go}|එක්කන් යන්න|අරන් යන්න|එක්ක යන්න)`,
      // "මගේ ඕඩර්ස් පෙන්වන්න", "කාට් එක අරින්න"
      `${mine}{name} (?:${show}|${open})`,
      // "කාට් එක", "කාට් එකට"
      `${mine}{name}`,
      `${mine}{to}`,
    ],
  },

  adjust: {
    fixed: [
      [
        { type: 'adjust', setting: 'text-size', change: 'increase' },
        `සූම් ඉන්|zoom in|${doing('සූම් ඉන්|zoom in')}`,
      ],
      [
        { type: 'adjust', setting: 'text-size', change: 'decrease' },
        `සූම් අවුට්|zoom out|${doing('සූම් අවුට්|zoom out')}`,
      ],
      [
        { type: 'adjust', setting: 'contrast', change: 'increase' },
        `(?:හයි කොන්ට්‍රාස්ට්|high contrast)(?: එක| මෝඩ් එක)?(?: (?:${turnOn}))?`,
      ],
      [
        { type: 'adjust', setting: 'contrast', change: 'decrease' },
        `(?:සාමාන්‍ය|නෝමල්|normal) (?:කොන්ට්‍රාස්ට්|contrast|මෝඩ්|පාට)(?: එක)?(?: (?:${turnOn}))?`,
      ],
      // Colours made "strong" (තද) or "pale" (ලා): said only of colours, so not a setting-wide word.
      [{ type: 'adjust', setting: 'saturation', change: 'increase' }, `${colours} ${more}${doing('තද')}`],
      [{ type: 'adjust', setting: 'saturation', change: 'decrease' }, `${colours} ${more}${doing('ලා')}`],
    ],
    settings: [
      [
        'text-size',
        {
          setting:
            'අකුරු|අකුරුවල ප්‍රමාණය|අකුරු ප්‍රමාණය|අකුරුවල සයිස්|අකුරු සයිස්|අක්ෂර|අක්ෂර ප්‍රමාණය|ෆොන්ට් සයිස්|ෆොන්ට්|ටෙක්ස්ට් සයිස්|ටෙක්ස්ට්|text size|font size|text|font',
        },
      ],
      [
        'line-height',
        {
          setting: 'පේළි අතර ඉඩ|පේළි අතර පරතරය|පේළි පරතරය|පේළි අතර දුර|පේළි අතර හිඩැස|ලයින් හයිට්|ලයින් ස්පේසිං|line height',
        },
      ],
      [
        'letter-spacing',
        {
          setting:
            'අකුරු අතර ඉඩ|අකුරු අතර පරතරය|අකුරු පරතරය|අකුරු අතර දුර|අකුරු අතර හිඩැස|අක්ෂර පරතරය|ලෙටර් ස්පේසිං|letter spacing',
        },
      ],
      ['contrast', { setting: 'කොන්ට්‍රාස්ට්|කොන්ට්‍රස්ට්|contrast|ප්‍රතිවිරෝධතාව|ප්‍රතිවිරෝධය' }],
      ['saturation', { setting: 'පාට|පාටවල්|වර්ණ|වර්ණ තීව්‍රතාව|පාට ගතිය|සැචුරේෂන්|සැචුරේශන්|saturation' }],
    ],
    change: {
      increase: {
        change: doing('වැඩි|ලොකු|විශාල|ලොකුවට|increase|ඉන්ක්‍රීස්'),
      },
      decrease: {
        change: doing('අඩු|පොඩි|කුඩා|පොඩියට|decrease|ඩික්‍රීස්|reduce'),
      },
    },
    // "අකුරු ලොකු කරන්න", "text size එක ටිකක් වැඩි කරන්න"
    shapes: [`${mine}{setting}(?: එක| ටික)? ${more}{change}`],
  },

  toggle: {
    settings: [
      {
        setting: 'monochrome',
        names: {
          name: 'මොනොක්‍රෝම්|මොනොක්‍රොම්|monochrome|කළු සුදු|කලු සුදු|කළු සහ සුදු|අළු පාට|අලු පාට|ග්‍රේස්කේල්|greyscale',
        },
      },
      {
        setting: 'vision-impaired',
        names: {
          name: 'දෘශ්‍යාබාධිත|දෘෂ්‍යාබාධිත|දෘෂ්ටිආබාධිත|දෘෂ්ටි ආබාධිත|අඩු පෙනීම|පෙනීම අඩු අය සඳහා|vision impaired|විෂන් ඉම්පෙයාඩ්',
        },
      },
      {
        setting: 'seizure-safe',
        names: { name: 'අපස්මාර ආරක්ෂිත|අපස්මාරයට ආරක්ෂිත|වලිප්පු ආරක්ෂිත|සීෂර් සේෆ්|seizure safe' },
        inverted: { name: 'ඇනිමේෂන්|ඇනිමේෂන්ස්|animation|animations|සජීවීකරණ|සජීවිකරණ|චලන|චලනය' },
      },
    ],
    shapes: [
      [`{name}${mode} (?:${turnOn})`, true],
      [`{name}${mode}`, true],
      [`{name}${mode} (?:ඔන්|ඕන්|on)`, true],
      [`{name}${mode} (?:${turnOff})`, false],
      [`{name}${mode} (?:ඕෆ්|ඔෆ්|off)`, false],
    ],
  },

  size: {
    sizes: [
      ['ඩබල් එක්ස් එල්|ඩබල් එක්ස්එල්|එක්ස් එක්ස් එල්|එක්ස්එක්ස්එල්|ටූ එක්ස් එල්|එක්ස්ට්‍රා එක්ස්ට්‍රා ලාර්ජ්', 'XXL'],
      ['එක්ස්ට්‍රා ලාර්ජ්|එක්ස් එල්|එක්ස්එල්|එක්ස් ලාර්ජ්', 'XL'],
      ['එක්ස්ට්‍රා ස්මෝල්|එක්ස් එස්|එක්ස්එස්', 'XS'],
      ['ස්මෝල්|එස්|පොඩි|කුඩා', 'S'],
      ['මීඩියම්|මිඩියම්|එම්|මධ්‍යම|මැද', 'M'],
      ['ලාර්ජ්|ලාජ්|එල්|ලොකු|විශාල', 'L'],
    ],
    shapes: [
      // "සයිස් එක මීඩියම්", "size medium තෝරන්න"
      `${sizeWord} (.+?)(?: එක| එකක්)?(?: (?:${choose}))?`,
      // "මීඩියම් සයිස් එක තෝරන්න", "ලාර්ජ් සයිස් එක දෙන්න"
      `(.+?) ${sizeWord}(?: (?:${choose}))?`,
      // "මීඩියම් තෝරන්න", "ලොකු එකක් දෙන්න"
      `(.+?)(?: එක| එකක්)? (?:${choose})`,
      // A size said on its own, in full words only: single letters are too easily misheard.
      '(ස්මෝල්|මීඩියම්|ලාර්ජ්|එක්ස්ට්‍රා ලාර්ජ්|එක්ස්ට්‍රා ස්මෝල්|එක්ස් එල්|ඩබල් එක්ස් එල්)',
    ],
  },

  search: {
    shapes: [
      // "ෂර්ට් හොයන්න", "රතු ගවුමක් හොයලා දෙන්න"
      `(.+?)${some} (?:${find})`,
      // "සාරි තියෙනවද" (do you have saris?)
      `(.+?)${some} (?:තියෙනවද|තියනවද|තියෙනවාද|තියෙනවා ද|තිබේද)`,
    ],
    // A question word anywhere makes it a sentence ("කොහොමද හොයන්නේ"), not a thing to look for.
    notQuery:
      /(?:^| )(?:කොහොමද|කොහොම|ඇයි|කවදද|මොකක්ද|මොනවද|මොනවා|කොහෙද|කවුද|කාටද|මේක|ඒක|මොකුත්|ඕනෑම|මම|ඔයා)(?: |$)/,
    maxWords: 6,
  },

  list: {
    intro: 'ඔබට කියන්න පුළුවන්:',
    groups: [
      {
        title: 'පිටු අතර යාම',
        commands: [
          {
            phrase: 'මුල් පිටුවට යන්න',
            description: 'මුල් පිටුව විවෘත කරයි.',
            action: { type: 'navigate', to: 'home' },
          },
          {
            phrase: 'ඇඳුම් එකතුවට යන්න',
            description: 'සම්පූර්ණ ඇඳුම් එකතුව විවෘත කරයි.',
            action: { type: 'navigate', to: 'collection' },
          },
          {
            phrase: 'කාට් එකට යන්න',
            description: 'ඔබේ කාට් එක විවෘත කරයි.',
            action: { type: 'navigate', to: 'cart' },
          },
          {
            phrase: 'චෙක්අවුට් එකට යන්න',
            description: 'බෙදාහැරීම් සහ ගෙවීම් පිටුව විවෘත කරයි.',
            action: { type: 'navigate', to: 'checkout' },
          },
          {
            phrase: 'මගේ ඕඩර්ස් පෙන්වන්න',
            description: 'ඔබේ ඇණවුම් විවෘත කරයි.',
            action: { type: 'navigate', to: 'orders' },
          },
          {
            phrase: 'ප්‍රොෆයිල් එකට යන්න',
            description: 'ඔබේ ප්‍රොෆයිල් සැකසුම් විවෘත කරයි.',
            action: { type: 'navigate', to: 'profile' },
          },
          {
            phrase: 'ලොග් ඉන් පිටුවට යන්න',
            description: 'ලොග් ඉන් පිටුව විවෘත කරයි.',
            action: { type: 'navigate', to: 'login' },
          },
          {
            phrase: 'අපි ගැන පිටුවට යන්න',
            description: '“අපි ගැන” පිටුව විවෘත කරයි.',
            action: { type: 'navigate', to: 'about' },
          },
          {
            phrase: 'සම්බන්ධතා පිටුවට යන්න',
            description: 'සම්බන්ධතා පිටුව විවෘත කරයි.',
            action: { type: 'navigate', to: 'contact' },
          },
          {
            phrase: 'ප්‍රවේශ්‍යතා පිටුවට යන්න',
            description: 'ප්‍රවේශ්‍යතා පිටුව විවෘත කරයි.',
            action: { type: 'navigate', to: 'accessibility' },
          },
          {
            phrase: 'කෙනෙක් එක්ක කතා කරන්න ඕනේ',
            description: 'අපේ කණ්ඩායමේ කෙනෙකුගෙන් ඔබට උදව් ඉල්ලයි.',
            action: { type: 'navigate', to: 'live-help' },
          },
          {
            phrase: 'ලිනන් කලිසම් හොයන්න',
            description: 'ඔබ කියන දේ ඇඳුම් එකතුවෙන් සොයයි.',
            action: { type: 'search', query: 'ලිනන් කලිසම්' },
          },
          {
            phrase: 'ලොග් අවුට් වෙන්න',
            description: 'ඔබව ලොග් අවුට් කර ලොග් ඉන් පිටුව විවෘත කරයි.',
            action: { type: 'logout' },
          },
        ],
      },
      {
        title: 'ඇඳුම් එකතුවේ',
        commands: [
          {
            phrase: 'ඊළඟ පිටුව',
            description: 'ඊළඟ භාණ්ඩ පිටුව පෙන්වයි.',
            action: { type: 'turn-page', direction: 'next' },
          },
          {
            phrase: 'කලින් පිටුව',
            description: 'කලින් පිටුව පෙන්වයි.',
            action: { type: 'turn-page', direction: 'previous' },
          },
        ],
      },
      {
        title: 'භාණ්ඩයක පිටුවේ',
        commands: [
          {
            phrase: 'මීඩියම් සයිස් එක තෝරන්න',
            description: 'ප්‍රමාණයක් තෝරයි (ස්මෝල්, මීඩියම්, ලාර්ජ්, XL, XXL).',
            action: { type: 'select-size', size: 'M' },
          },
          {
            phrase: 'කාට් එකට දාන්න',
            description: 'තෝරාගත් ප්‍රමාණයෙන් භාණ්ඩය ඔබේ කාට් එකට එකතු කරයි.',
            action: { type: 'add-to-cart' },
          },
          {
            phrase: 'සහායකයා එවපු භාණ්ඩය විවෘත කරන්න',
            description: 'සජීවී සහායේදී, ඔබේ සහායකයා කතාබසෙහි එවූ නවතම භාණ්ඩය විවෘත කරයි.',
            action: { type: 'open-helper-product' },
          },
        ],
      },
      {
        title: 'ශබ්ද නගා කියවීම',
        commands: [
          {
            phrase: 'කියවන්න',
            description: 'මේ පිටුව ශබ්ද නගා කියවයි: භාණ්ඩය, ඔබේ කාට් එක, නැතහොත් ප්‍රධාන පාඨය.',
            action: { type: 'read' },
          },
          {
            phrase: 'සමාලෝචන කියවන්න',
            description: 'භාණ්ඩයක පිටුවේදී, ගැනුම්කරුවන්ගේ නවතම සමාලෝචන තුන කියවයි.',
            action: { type: 'read-reviews' },
          },
          { phrase: 'නවත්තන්න', description: 'කියවීම නවත්වයි.', action: { type: 'stop' } },
          {
            phrase: 'මට මොනවද කියන්න පුළුවන්',
            description: 'මෙම ලැයිස්තුව පෙන්වා කියවයි.',
            action: { type: 'help' },
          },
        ],
      },
      {
        title: 'භාෂාව',
        commands: [
          {
            phrase: 'ඉංග්‍රීසියෙන්',
            description: 'භාෂාව ඉංග්‍රීසියට මාරු කරයි.',
            action: { type: 'set-language', language: 'en' },
          },
          {
            phrase: 'දෙමළෙන්',
            description: 'භාෂාව දෙමළට මාරු කරයි.',
            action: { type: 'set-language', language: 'ta' },
          },
        ],
      },
      {
        title: 'දර්ශනය',
        commands: [
          {
            phrase: 'ටාස්ක්බාර් එක අරින්න',
            description: 'ප්‍රවේශ්‍යතා ටාස්ක්බාර් එක විවෘත කරයි.',
            action: { type: 'taskbar', open: true },
          },
          {
            phrase: 'ටාස්ක්බාර් එක වහන්න',
            description: 'ප්‍රවේශ්‍යතා ටාස්ක්බාර් එක වසයි.',
            action: { type: 'taskbar', open: false },
          },
          {
            phrase: 'අකුරු ලොකු කරන්න',
            description: 'අකුරු පික්සල 2කින් විශාල කරයි (40 දක්වා).',
            action: { type: 'adjust', setting: 'text-size', change: 'increase' },
          },
          {
            phrase: 'අකුරු පොඩි කරන්න',
            description: 'අකුරු පික්සල 2කින් කුඩා කරයි (12 දක්වා).',
            action: { type: 'adjust', setting: 'text-size', change: 'decrease' },
          },
          {
            phrase: 'පේළි අතර ඉඩ වැඩි කරන්න',
            description: 'පේළි අතර ඉඩ වැඩි කරයි.',
            action: { type: 'adjust', setting: 'line-height', change: 'increase' },
          },
          {
            phrase: 'පේළි අතර ඉඩ අඩු කරන්න',
            description: 'පේළි අතර ඉඩ අඩු කරයි.',
            action: { type: 'adjust', setting: 'line-height', change: 'decrease' },
          },
          {
            phrase: 'අකුරු අතර ඉඩ වැඩි කරන්න',
            description: 'අකුරු අතර ඉඩ වැඩි කරයි.',
            action: { type: 'adjust', setting: 'letter-spacing', change: 'increase' },
          },
          {
            phrase: 'අකුරු අතර ඉඩ අඩු කරන්න',
            description: 'අකුරු අතර ඉඩ අඩු කරයි.',
            action: { type: 'adjust', setting: 'letter-spacing', change: 'decrease' },
          },
          {
            phrase: 'කොන්ට්‍රාස්ට් එක වැඩි කරන්න',
            description: 'ඉහළ කොන්ට්‍රාස්ට් එකට මාරු කරයි.',
            action: { type: 'adjust', setting: 'contrast', change: 'increase' },
          },
          {
            phrase: 'කොන්ට්‍රාස්ට් එක අඩු කරන්න',
            description: 'සාමාන්‍ය පාටවලට ආපසු යයි.',
            action: { type: 'adjust', setting: 'contrast', change: 'decrease' },
          },
          {
            phrase: 'පාට තද කරන්න',
            description: 'පාට වඩාත් තද කරයි.',
            action: { type: 'adjust', setting: 'saturation', change: 'increase' },
          },
          {
            phrase: 'පාට ලා කරන්න',
            description: 'පාට වඩාත් ලා කරයි.',
            action: { type: 'adjust', setting: 'saturation', change: 'decrease' },
          },
          {
            phrase: 'මොනොක්‍රෝම් ඔන් කරන්න',
            description: 'සාප්පුව අළු පැහැයෙන් පෙන්වයි (නැවත සාමාන්‍ය කිරීමට “මොනොක්‍රෝම් ඕෆ් කරන්න”).',
            action: { type: 'toggle', setting: 'monochrome', on: true },
          },
          {
            phrase: 'දෘශ්‍යාබාධිත ප්‍රොෆයිල් එක ඔන් කරන්න',
            description: 'සියල්ල 150%ක් විශාල කර අකුරු පික්සල 20ක් කරයි (නැවත සාමාන්‍ය කිරීමට “ඕෆ් කරන්න”).',
            action: { type: 'toggle', setting: 'vision-impaired', on: true },
          },
          {
            phrase: 'ඇනිමේෂන් නවත්තන්න',
            description: 'ඇනිමේෂන් සහ චලනය වන පින්තූර නවත්වා පාට මෘදු කරයි (නැවත සාමාන්‍ය කිරීමට “ඇනිමේෂන් පෙන්වන්න”).',
            action: { type: 'toggle', setting: 'seizure-safe', on: true },
          },
          {
            phrase: 'සියල්ල රීසෙට් කරන්න',
            description: 'සියලුම දර්ශන සැකසුම් මුල් තත්ත්වයට පත් කරයි.',
            action: { type: 'reset' },
          },
        ],
      },
    ],
  },
};
