// The Accessibility page (spec §2): the taskbar, live assistance, screen reader support and the voice
// commands (from the same list the voice "help" shows), with 'Get Live Help' to /live-start.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SectionTitle } from '../../../components/ui/section-title';
import { paths } from '../../../config/paths';

const taskbarSettings = [
  'Text size, from 12 to 40 pixels in steps of 2 (16 to start with)',
  'Line height, from 1 to 3 times the text size',
  'Letter spacing, from 0 to 5 pixels',
  'Contrast: Default, Dark, Light or High',
  'Saturation, from 0 to 200 per cent',
  'Monochrome: shades of grey only',
  'Vision-impaired profile: everything 150% larger, with 20 pixel text',
  'Seizure-safe: no animation or moving pictures, calmer colours',
  'Reading speed of read-aloud',
];

/** `voiceCommands`: the voice feature's list of commands, placed by the app. */
export function AccessibilityPage({ voiceCommands }: { voiceCommands: ReactNode }) {
  return (
    <div className="page container info-page">
      <SectionTitle level={1} text1="ACCESSIBILITY" text2="FEATURES" pageTitle="Accessibility" />
      <p className="section__intro">
        This shop is built first for shoppers who use a screen reader, a keyboard or their voice. Here is what
        it offers and how to use it.
      </p>

      <section className="info-block" aria-labelledby="a11y-screen-reader">
        <h2 id="a11y-screen-reader">Screen reader and keyboard</h2>
        <ul>
          <li>
            Every page has one main heading, landmarks and a “Skip to main content” link as the first stop.
          </li>
          <li>After you follow a link, focus moves to the new page’s heading, so you hear where you are.</li>
          <li>
            Everything works with the keyboard: Tab, Shift+Tab, Enter, Space, and arrow keys in menus and
            tabs.
          </li>
          <li>Messages from the shop are announced; press Alt+T to reach the latest notification.</li>
          <li>
            Product details and your cart can be read aloud with their Voice-over buttons, or by saying
            “read”. Prices are read as amounts in rupees. While the shop reads, the taskbar offers Pause and
            Stop, and Escape stops it; leaving the page stops it too.
          </li>
          <li>
            High Contrast can also be switched on and off in the New Arrivals section of the home page, and
            from the header once you are signed in: it is the same setting as the taskbar’s contrast.
          </li>
        </ul>
      </section>

      <section className="info-block" aria-labelledby="a11y-taskbar">
        <h2 id="a11y-taskbar">Accessibility taskbar</h2>
        <p>
          The “Accessibility taskbar” button at the top of every page (or Alt+A from anywhere) opens the
          taskbar below it. It does not cover the page, and Escape closes it. It lets you adjust how the shop
          looks and reads:
        </p>
        <ul>
          {taskbarSettings.map((setting) => (
            <li key={setting}>{setting}</li>
          ))}
        </ul>
        <p>
          Every change is announced and applies at once. Your choices are kept on this device and, when you
          are signed in, with your account, so they follow you to another device. Until you change anything,
          the shop follows your system’s settings for more contrast, dark mode and reduced motion. “Reset all
          settings” goes back to the start.
        </p>
      </section>

      <section className="info-block" aria-labelledby="a11y-voice">
        <h2 id="a11y-voice">Voice commands</h2>
        <p>
          Press the “Voice commands” button in the header or in the accessibility taskbar (or Alt+V), then say
          one of these. While the shop reads aloud it does not listen, so it never hears itself.
        </p>
        {voiceCommands}
      </section>

      <section className="info-block" aria-labelledby="a11y-live">
        <h2 id="a11y-live">Live assistance</h2>
        <p>
          A person from our team can join you in a text chat, answer your questions, and see your cart to help
          you choose and order.
        </p>
        <Link to={paths.liveStart} className="button button--primary">
          Get Live Help
        </Link>
      </section>
    </div>
  );
}
