// The words of the shop's mails in each of its languages. The order's own facts (statuses, payment methods,
// the table's columns, totals) are the bill's words (orders/bill-labels.ts), so a mail and the bill agree.
import type { Language } from '@store/contracts/languages';

export type Fill = (values: Record<string, string>) => string;
export const fill =
  (template: string): Fill =>
  (values) =>
    template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

export interface MailWords {
  /** "order of 27 November 2026 (number ending 3f2a)": how an order is named, as on the storefront. */
  order: Fill;
  placed: { subject: Fill; heading: string; intro: Fill; introPaid: Fill; caption: string };
  status: Record<'Processing' | 'Shipped' | 'Delivered' | 'Cancelled', { subject: Fill; text: string }>;
  cancelRequested: { subject: Fill; text: string };
  reset: { subject: string; heading: string; text: Fill; button: string; ignore: string };
  changed: { subject: string; text: Fill; notYou: string; button: string };
  address: string;
  track: string;
  questions: string;
  contact: Fill;
  why: string;
  whyAccount: string;
  newsletter: { subject: string; text: Fill; ignore: string; button: string; why: Fill; unsubscribe: string };
  /** A scheduled help session: booked (with a calendar invitation), or cancelled before it began. */
  session: {
    booked: { subject: Fill; heading: string; text: Fill; calendar: string; change: string; button: string };
    cancelled: { subject: Fill; heading: string; text: Fill; button: string };
    /** The calendar event's title and notes. */
    summary: string;
    description: Fill;
    /** "Saturday, 28 November 2026 at 15:00 (Sri Lanka time)": {date} and {time} are formatted for the language. */
    when: Fill;
    why: string;
  };
}

export const mailWords: Record<Language, MailWords> = {
  en: {
    order: fill('order of {date} (number ending {ending})'),
    placed: {
      subject: fill('Thank you: your {order} is placed'),
      heading: 'Thank you for your order',
      intro: fill(
        'We have your {order}. You pay in cash when it is delivered. We will write again when it ships.',
      ),
      introPaid: fill('We have your {order} and your card payment. We will write again when it ships.'),
      caption: 'What you ordered',
    },
    status: {
      Processing: {
        subject: fill('We are preparing your {order}'),
        text: 'We are preparing your order now. We will write again when it ships.',
      },
      Shipped: {
        subject: fill('Your {order} is on its way'),
        text: 'Your order has left our shop and is on its way to you.',
      },
      Delivered: {
        subject: fill('Your {order} has been delivered'),
        text: 'Your order has been delivered. We hope you like it: you can review what you bought on its product page.',
      },
      Cancelled: {
        subject: fill('Your {order} is cancelled'),
        text: 'Your order is cancelled and nothing more will be sent. If you have already paid, write to us and we will refund you.',
      },
    },
    cancelRequested: {
      subject: fill('We have your request to cancel your {order}'),
      text: 'We will look at it soon and write to you when your order is cancelled. If it has already left our shop, we will tell you what happens next.',
    },
    reset: {
      subject: 'Choose a new password for Ceylon Threads',
      heading: 'Choose a new password',
      text: fill(
        'Someone, we hope you, asked to reset the password of the Ceylon Threads account for {email}. Open this link within {minutes} minutes to choose a new one. It works once.',
      ),
      button: 'Choose a new password',
      ignore: 'If you did not ask for this, ignore this mail: your password stays as it is.',
    },
    changed: {
      subject: 'Your Ceylon Threads password was changed',
      text: fill(
        'The password of the Ceylon Threads account for {email} was changed on {date}. Every device that was signed in has been signed out.',
      ),
      notYou: 'If you did not change it, choose a new password at once and write to us.',
      button: 'Reset your password',
    },
    address: 'Delivery address',
    track: 'Track your order',
    questions: 'Questions?',
    contact: fill('Write to {email} or call {phone}.'),
    why: 'You get this mail because you ordered from Ceylon Threads.',
    whyAccount: 'You get this mail because it is about your Ceylon Threads account.',
    newsletter: {
      subject: 'Confirm your Ceylon Threads newsletter',
      text: fill(
        'Someone, we hope you, asked to get the Ceylon Threads newsletter at {email}. Open this link to confirm; we send nothing until you do.',
      ),
      ignore: 'If you did not ask for it, ignore this mail: we will not write again.',
      button: 'Confirm my subscription',
      why: fill('You get this newsletter because {email} subscribed to it.'),
      unsubscribe: 'Unsubscribe',
    },
    session: {
      booked: {
        subject: fill('Your help session is booked for {when}'),
        heading: 'Your help session is booked',
        text: fill(
          'A helper from Ceylon Threads will be with you on {when}. Keep the shop open then: your helper will write to you in the live chat.',
        ),
        calendar:
          'The invitation attached to this mail puts the session in your calendar, with a reminder 15 minutes before.',
        change: 'If you cannot make it, cancel the session on the Live Assistance page.',
        button: 'Open Live Assistance',
      },
      cancelled: {
        subject: fill('Your help session of {when} is cancelled'),
        heading: 'Your help session is cancelled',
        text: fill(
          'Your help session of {when} is cancelled. If you added it to your calendar, the attached notice takes it out. You can book another at any time.',
        ),
        button: 'Book another session',
      },
      summary: 'Help session with Ceylon Threads',
      description: fill('A helper will write to you in the live chat of the shop. Open the shop: {url}'),
      when: fill('{date} at {time} (Sri Lanka time)'),
      why: 'You get this mail because you booked a help session at Ceylon Threads.',
    },
  },
  si: {
    order: fill('{date} දින කළ ඇණවුම (අංකය {ending} න් අවසන් වේ)'),
    placed: {
      subject: fill('ස්තූතියි: ඔබේ {order} ලැබුණා'),
      heading: 'ඔබේ ඇණවුමට ස්තූතියි',
      intro: fill('ඔබේ {order} අපට ලැබුණා. භාණ්ඩ ලැබුණු විට මුදල් ගෙවන්න. ඇණවුම යැවූ විට අපි නැවත ලියන්නෙමු.'),
      introPaid: fill('ඔබේ {order} සහ කාඩ්පත් ගෙවීම අපට ලැබුණා. ඇණවුම යැවූ විට අපි නැවත ලියන්නෙමු.'),
      caption: 'ඔබ ඇණවුම් කළ දේ',
    },
    status: {
      Processing: {
        subject: fill('අපි ඔබේ {order} සකස් කරමින් සිටිමු'),
        text: 'අපි දැන් ඔබේ ඇණවුම සකස් කරමින් සිටිමු. එය යැවූ විට අපි නැවත ලියන්නෙමු.',
      },
      Shipped: {
        subject: fill('ඔබේ {order} ඔබ වෙත එමින් පවතී'),
        text: 'ඔබේ ඇණවුම අපේ වෙළඳසැලෙන් පිටත් වී ඔබ වෙත එමින් පවතී.',
      },
      Delivered: {
        subject: fill('ඔබේ {order} භාර දී ඇත'),
        text: 'ඔබේ ඇණවුම භාර දී ඇත. ඔබ එයට කැමති වේ යැයි අපි බලාපොරොත්තු වෙමු: ඔබ මිලදී ගත් දේ එහි භාණ්ඩ පිටුවේ සමාලෝචනය කළ හැක.',
      },
      Cancelled: {
        subject: fill('ඔබේ {order} අවලංගු කර ඇත'),
        text: 'ඔබේ ඇණවුම අවලංගු කර ඇති අතර තවත් කිසිවක් නොයවනු ලැබේ. ඔබ දැනටමත් ගෙවා ඇත්නම්, අපට ලියන්න; අපි මුදල් ආපසු දෙන්නෙමු.',
      },
    },
    cancelRequested: {
      subject: fill('ඔබේ {order} අවලංගු කිරීමේ ඉල්ලීම අපට ලැබුණා'),
      text: 'අපි එය ඉක්මනින් සලකා බලා, ඇණවුම අවලංගු කළ විට ඔබට ලියන්නෙමු. එය දැනටමත් අපේ වෙළඳසැලෙන් පිටත් වී ඇත්නම්, ඊළඟට සිදුවන දේ අපි ඔබට කියන්නෙමු.',
    },
    reset: {
      subject: 'Ceylon Threads සඳහා නව මුරපදයක් තෝරන්න',
      heading: 'නව මුරපදයක් තෝරන්න',
      text: fill(
        '{email} සඳහා වූ Ceylon Threads ගිණුමේ මුරපදය යළි සැකසීමට කෙනෙක්, ඔබ යැයි අපි සිතමු, ඉල්ලා ඇත. නව මුරපදයක් තෝරා ගැනීමට මිනිත්තු {minutes}ක් ඇතුළත මෙම සබැඳිය විවෘත කරන්න. එය වරක් පමණක් ක්‍රියා කරයි.',
      ),
      button: 'නව මුරපදයක් තෝරන්න',
      ignore: 'ඔබ මෙය ඉල්ලුවේ නැත්නම්, මෙම ලිපිය නොසලකා හරින්න: ඔබේ මුරපදය වෙනස් නොවේ.',
    },
    changed: {
      subject: 'ඔබේ Ceylon Threads මුරපදය වෙනස් කළා',
      text: fill(
        '{email} සඳහා වූ Ceylon Threads ගිණුමේ මුරපදය {date} දින වෙනස් කළා. ඇතුළු වී සිටි සියලු උපාංග ඉවත් කර ඇත.',
      ),
      notYou: 'ඔබ එය වෙනස් නොකළේ නම්, වහාම නව මුරපදයක් තෝරා අපට ලියන්න.',
      button: 'ඔබේ මුරපදය යළි සකසන්න',
    },
    address: 'බෙදාහැරීමේ ලිපිනය',
    track: 'ඔබේ ඇණවුම සොයා බලන්න',
    questions: 'ප්‍රශ්න තිබේද?',
    contact: fill('{email} වෙත ලියන්න, නැතහොත් {phone} අමතන්න.'),
    why: 'ඔබ Ceylon Threads වෙතින් ඇණවුම් කළ නිසා ඔබට මෙම ලිපිය ලැබේ.',
    whyAccount: 'මෙම ලිපිය ඔබේ Ceylon Threads ගිණුම ගැන නිසා ඔබට ලැබේ.',
    newsletter: {
      subject: 'ඔබේ Ceylon Threads පුවත් ලිපිය තහවුරු කරන්න',
      text: fill(
        '{email} වෙත Ceylon Threads පුවත් ලිපිය ලබා ගැනීමට කෙනෙක්, ඔබ යැයි අපි සිතමු, ඉල්ලා ඇත. තහවුරු කිරීමට මෙම සබැඳිය විවෘත කරන්න; ඔබ එසේ කරන තුරු අපි කිසිවක් නොයවමු.',
      ),
      ignore: 'ඔබ එය ඉල්ලුවේ නැත්නම්, මෙම ලිපිය නොසලකා හරින්න: අපි නැවත ලියන්නේ නැත.',
      button: 'මගේ දායකත්වය තහවුරු කරන්න',
      why: fill('{email} මෙම පුවත් ලිපියට දායක වූ නිසා ඔබට එය ලැබේ.'),
      unsubscribe: 'දායකත්වයෙන් ඉවත් වන්න',
    },
    session: {
      booked: {
        subject: fill('ඔබේ සහාය සැසිය {when} ට වෙන්කර ඇත'),
        heading: 'ඔබේ සහාය සැසිය වෙන්කර ඇත',
        text: fill(
          'Ceylon Threads හි සහායකයෙකු {when} ට ඔබ හා එක් වනු ඇත. එවිට වෙළඳසැල විවෘතව තබා ගන්න: ඔබේ සහායකයා සජීවී කතාබස් හරහා ඔබට ලියනු ඇත.',
        ),
        calendar: 'මෙම ලිපියට අමුණා ඇති ආරාධනය, මිනිත්තු 15කට පෙර මතක් කිරීමක් සමඟ, සැසිය ඔබේ දින දර්ශනයට එක් කරයි.',
        change: 'ඔබට සහභාගී විය නොහැකි නම්, සජීවී සහාය පිටුවෙන් සැසිය අවලංගු කරන්න.',
        button: 'සජීවී සහාය විවෘත කරන්න',
      },
      cancelled: {
        subject: fill('ඔබේ {when} සහාය සැසිය අවලංගු කර ඇත'),
        heading: 'ඔබේ සහාය සැසිය අවලංගු කර ඇත',
        text: fill(
          'ඔබේ {when} සහාය සැසිය අවලංගු කර ඇත. ඔබ එය දින දර්ශනයට එක් කළේ නම්, අමුණා ඇති දැන්වීම එය ඉවත් කරයි. ඔබට ඕනෑම වේලාවක තවත් සැසියක් වෙන්කර ගත හැක.',
        ),
        button: 'තවත් සැසියක් වෙන්කර ගන්න',
      },
      summary: 'Ceylon Threads සමඟ සහාය සැසිය',
      description: fill('සහායකයෙකු වෙළඳසැලේ සජීවී කතාබස් හරහා ඔබට ලියනු ඇත. වෙළඳසැල විවෘත කරන්න: {url}'),
      when: fill('{date} {time} (ශ්‍රී ලංකා වේලාව)'),
      why: 'ඔබ Ceylon Threads හි සහාය සැසියක් වෙන්කර ගත් නිසා ඔබට මෙම ලිපිය ලැබේ.',
    },
  },
  ta: {
    order: fill('{date} அன்று செய்த ஆர்டர் (இலக்கம் {ending} இல் முடிவது)'),
    placed: {
      subject: fill('நன்றி: உங்கள் {order} பெறப்பட்டது'),
      heading: 'உங்கள் ஆர்டருக்கு நன்றி',
      intro: fill(
        'உங்கள் {order} எங்களுக்குக் கிடைத்தது. பொருள் கிடைத்ததும் பணம் செலுத்துங்கள். அனுப்பியதும் மீண்டும் எழுதுவோம்.',
      ),
      introPaid: fill('உங்கள் {order} மற்றும் அட்டைக் கொடுப்பனவு எங்களுக்குக் கிடைத்தன. அனுப்பியதும் மீண்டும் எழுதுவோம்.'),
      caption: 'நீங்கள் ஆர்டர் செய்தவை',
    },
    status: {
      Processing: {
        subject: fill('உங்கள் {order} தயாராகிறது'),
        text: 'உங்கள் ஆர்டரை இப்போது தயார் செய்கிறோம். அனுப்பியதும் மீண்டும் எழுதுவோம்.',
      },
      Shipped: {
        subject: fill('உங்கள் {order} உங்களிடம் வந்துகொண்டிருக்கிறது'),
        text: 'உங்கள் ஆர்டர் எங்கள் கடையிலிருந்து புறப்பட்டு உங்களிடம் வந்துகொண்டிருக்கிறது.',
      },
      Delivered: {
        subject: fill('உங்கள் {order} ஒப்படைக்கப்பட்டது'),
        text: 'உங்கள் ஆர்டர் ஒப்படைக்கப்பட்டது. உங்களுக்குப் பிடிக்கும் என நம்புகிறோம்: வாங்கியவற்றுக்கு அவற்றின் பொருள் பக்கத்தில் மதிப்புரை எழுதலாம்.',
      },
      Cancelled: {
        subject: fill('உங்கள் {order} இரத்துச் செய்யப்பட்டது'),
        text: 'உங்கள் ஆர்டர் இரத்துச் செய்யப்பட்டது; இனி எதுவும் அனுப்பப்படாது. ஏற்கனவே பணம் செலுத்தியிருந்தால், எங்களுக்கு எழுதுங்கள்; பணத்தைத் திருப்பித் தருவோம்.',
      },
    },
    cancelRequested: {
      subject: fill('உங்கள் {order} இரத்துக் கோரிக்கை எங்களுக்குக் கிடைத்தது'),
      text: 'விரைவில் அதைப் பார்த்து, ஆர்டர் இரத்துச் செய்யப்பட்டதும் உங்களுக்கு எழுதுவோம். அது ஏற்கனவே எங்கள் கடையிலிருந்து புறப்பட்டிருந்தால், அடுத்து என்ன நடக்கும் எனச் சொல்வோம்.',
    },
    reset: {
      subject: 'Ceylon Threads இற்குப் புதிய கடவுச்சொல்லைத் தேர்ந்தெடுங்கள்',
      heading: 'புதிய கடவுச்சொல்லைத் தேர்ந்தெடுங்கள்',
      text: fill(
        '{email} இற்கான Ceylon Threads கணக்கின் கடவுச்சொல்லை மீட்டமைக்க யாரோ, நீங்கள்தான் என நம்புகிறோம், கேட்டுள்ளனர். புதிய கடவுச்சொல்லைத் தேர்ந்தெடுக்க {minutes} நிமிடங்களுக்குள் இந்த இணைப்பைத் திறக்கவும். இது ஒரு முறை மட்டுமே வேலை செய்யும்.',
      ),
      button: 'புதிய கடவுச்சொல்லைத் தேர்ந்தெடுங்கள்',
      ignore: 'நீங்கள் இதைக் கேட்கவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணியுங்கள்: உங்கள் கடவுச்சொல் மாறாது.',
    },
    changed: {
      subject: 'உங்கள் Ceylon Threads கடவுச்சொல் மாற்றப்பட்டது',
      text: fill(
        '{email} இற்கான Ceylon Threads கணக்கின் கடவுச்சொல் {date} அன்று மாற்றப்பட்டது. உள்நுழைந்திருந்த எல்லாச் சாதனங்களும் வெளியேற்றப்பட்டன.',
      ),
      notYou: 'நீங்கள் இதை மாற்றவில்லை என்றால், உடனே புதிய கடவுச்சொல்லைத் தேர்ந்தெடுத்து எங்களுக்கு எழுதுங்கள்.',
      button: 'உங்கள் கடவுச்சொல்லை மீட்டமையுங்கள்',
    },
    address: 'விநியோக முகவரி',
    track: 'உங்கள் ஆர்டரைப் பின்தொடருங்கள்',
    questions: 'கேள்விகள் உள்ளனவா?',
    contact: fill('{email} க்கு எழுதுங்கள் அல்லது {phone} ஐ அழையுங்கள்.'),
    why: 'நீங்கள் Ceylon Threads இல் ஆர்டர் செய்ததால் இந்த மின்னஞ்சல் உங்களுக்கு வருகிறது.',
    whyAccount: 'இந்த மின்னஞ்சல் உங்கள் Ceylon Threads கணக்கைப் பற்றியது என்பதால் உங்களுக்கு வருகிறது.',
    newsletter: {
      subject: 'உங்கள் Ceylon Threads செய்திமடலை உறுதிப்படுத்துங்கள்',
      text: fill(
        '{email} க்கு Ceylon Threads செய்திமடலைப் பெற யாரோ, நீங்கள்தான் என நம்புகிறோம், கேட்டுள்ளனர். உறுதிப்படுத்த இந்த இணைப்பைத் திறக்கவும்; அதுவரை நாங்கள் எதையும் அனுப்ப மாட்டோம்.',
      ),
      ignore: 'நீங்கள் இதைக் கேட்கவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணியுங்கள்: மீண்டும் எழுத மாட்டோம்.',
      button: 'என் சந்தாவை உறுதிப்படுத்து',
      why: fill('{email} இந்தச் செய்திமடலுக்குச் சந்தா செய்ததால் இது உங்களுக்கு வருகிறது.'),
      unsubscribe: 'சந்தாவிலிருந்து விலகு',
    },
    session: {
      booked: {
        subject: fill('உங்கள் உதவி அமர்வு {when} க்கு முன்பதிவு செய்யப்பட்டது'),
        heading: 'உங்கள் உதவி அமர்வு முன்பதிவு செய்யப்பட்டது',
        text: fill(
          'Ceylon Threads இன் உதவியாளர் ஒருவர் {when} அன்று உங்களுடன் இணைவார். அப்போது கடையைத் திறந்து வைத்திருங்கள்: உங்கள் உதவியாளர் நேரடி அரட்டையில் உங்களுக்கு எழுதுவார்.',
        ),
        calendar:
          'இந்த மின்னஞ்சலுடன் இணைக்கப்பட்ட அழைப்பு, 15 நிமிடங்களுக்கு முன் ஒரு நினைவூட்டலுடன், அமர்வை உங்கள் நாட்காட்டியில் சேர்க்கும்.',
        change: 'உங்களால் வர முடியாவிட்டால், நேரடி உதவி பக்கத்தில் அமர்வை ரத்துசெய்யவும்.',
        button: 'நேரடி உதவியைத் திற',
      },
      cancelled: {
        subject: fill('உங்கள் {when} உதவி அமர்வு ரத்துசெய்யப்பட்டது'),
        heading: 'உங்கள் உதவி அமர்வு ரத்துசெய்யப்பட்டது',
        text: fill(
          'உங்கள் {when} உதவி அமர்வு ரத்துசெய்யப்பட்டது. அதை உங்கள் நாட்காட்டியில் சேர்த்திருந்தால், இணைக்கப்பட்ட அறிவிப்பு அதை நீக்கும். எப்போது வேண்டுமானாலும் வேறொரு அமர்வை முன்பதிவு செய்யலாம்.',
        ),
        button: 'வேறொரு அமர்வை முன்பதிவு செய்',
      },
      summary: 'Ceylon Threads உடன் உதவி அமர்வு',
      description: fill('உதவியாளர் ஒருவர் கடையின் நேரடி அரட்டையில் உங்களுக்கு எழுதுவார். கடையைத் திறக்கவும்: {url}'),
      when: fill('{date} {time} (இலங்கை நேரம்)'),
      why: 'நீங்கள் Ceylon Threads இல் உதவி அமர்வை முன்பதிவு செய்ததால் இந்த மின்னஞ்சல் உங்களுக்கு வருகிறது.',
    },
  },
};
