// About us: who the shop is and why shoppers choose it.
import aboutImage from '../../../assets/about.svg';
import { SectionTitle } from '../../../components/ui/section-title';
import { site } from '../../../config/site';
import { useI18n, type MessageKey } from '../../../i18n/i18n';

const reasons: ReadonlyArray<{ title: MessageKey; text: MessageKey }> = [
  { title: 'about.reasons.quality.title', text: 'about.reasons.quality.text' },
  { title: 'about.reasons.convenience.title', text: 'about.reasons.convenience.text' },
  { title: 'about.reasons.service.title', text: 'about.reasons.service.text' },
];

export function AboutPage() {
  const { t } = useI18n();
  return (
    <div className="page container info-page">
      <SectionTitle
        level={1}
        text1={t('about.title1')}
        text2={t('about.title2')}
        pageTitle={t('about.pageTitle')}
      />
      <div className="info-page__split">
        <img src={aboutImage} alt={t('about.imageAlt')} width={560} height={440} />
        <div className="info-page__text">
          <p>{t('about.intro', { shop: site.name })}</p>
          <p>{t('about.builtFor')}</p>
          <h2>{t('about.missionHeading')}</h2>
          <p>{t('about.mission')}</p>
        </div>
      </div>
      <section className="section" aria-labelledby="why-title">
        <SectionTitle text1={t('about.why1')} text2={t('about.why2')} id="why-title" />
        <ul className="reasons">
          {reasons.map((reason) => (
            <li key={reason.title}>
              <h3>{t(reason.title)}</h3>
              <p>{t(reason.text)}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
