// OUR POLICIES (spec §2): exchange, 7-day returns, customer support.
import { ExchangeIcon, QualityIcon, SupportIcon } from '../../../components/ui/icons';
import { SectionTitle } from '../../../components/ui/section-title';
import { useI18n, type MessageKey } from '../../../i18n/i18n';

const policies: ReadonlyArray<{ title: MessageKey; text: MessageKey; Icon: typeof ExchangeIcon }> = [
  { title: 'home.policies.exchange.title', text: 'home.policies.exchange.text', Icon: ExchangeIcon },
  { title: 'home.policies.returns.title', text: 'home.policies.returns.text', Icon: QualityIcon },
  { title: 'home.policies.support.title', text: 'home.policies.support.text', Icon: SupportIcon },
];

export function OurPolicy() {
  const { t } = useI18n();
  return (
    <section className="section container" aria-labelledby="policies-title">
      <SectionTitle text1={t('home.policies.text1')} text2={t('home.policies.text2')} id="policies-title" />
      <ul className="policies">
        {policies.map(({ title, text, Icon }) => (
          <li key={title} className="policies__item">
            <Icon size="3rem" />
            <h3>{t(title)}</h3>
            <p>{t(text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
