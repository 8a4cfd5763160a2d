// The Accessibility page (spec §2): the taskbar, live assistance, screen reader support and the voice
// commands, with 'Get Live Help' to /live-start. It says plainly which parts are not in the shop yet.
import { Link } from 'react-router-dom';
import { SectionTitle } from '../../../components/ui/section-title';
import { paths } from '../../../config/paths';
import { voiceCommandGroups } from '../../../lib/voice-command-list';

const taskbarSettings = [
  'Font size (12 to 40 pixels)',
  'Line height',
  'Letter spacing',
  'Monochrome',
  'Contrast',
  'Vision impaired profile',
  'Saturation',
  'Seizure safe',
];

export function AccessibilityPage() {
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
          <li>Product details and your cart can be read aloud with their Voice-over buttons.</li>
          <li>
            High Contrast can be switched on and off in the New Arrivals section of the home page, and from
            the header once you are signed in. The choice is remembered on this device.
          </li>
        </ul>
      </section>

      <section className="info-block" aria-labelledby="a11y-taskbar">
        <h2 id="a11y-taskbar">Accessibility taskbar</h2>
        <p>The taskbar lets you adjust how the shop looks:</p>
        <ul>
          {taskbarSettings.map((setting) => (
            <li key={setting}>{setting}</li>
          ))}
        </ul>
        <p>
          <strong>Not available yet:</strong> the taskbar is still being built. Until then, High Contrast in
          the header and your browser’s zoom (up to 400%) are available.
        </p>
      </section>

      <section className="info-block" aria-labelledby="a11y-voice">
        <h2 id="a11y-voice">Voice commands</h2>
        <p>
          Press the “Voice commands” button in the header or in the accessibility taskbar (or Alt+V), then say
          one of these. While the shop reads aloud it does not listen, so it never hears itself.
        </p>
        {voiceCommandGroups.map((group) => (
          <div key={group.title}>
            <h3>{group.title}</h3>
            <dl className="voice-commands">
              {group.commands.map((command) => (
                <div key={command.phrase}>
                  <dt>“{command.phrase}”</dt>
                  <dd>{command.description}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
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
