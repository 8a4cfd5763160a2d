// Contact us: the shop's address in Sri Lanka, phone and email, and careers ('Explore Jobs').
import { useState, type ReactNode } from 'react';
import contactImage from '../../../assets/contact.svg';
import { SectionTitle } from '../../../components/ui/section-title';
import { site } from '../../../config/site';
import { useI18n } from '../../../i18n/i18n';

export function ContactPage() {
  const { t, tRich, language } = useI18n();
  const [jobsAsked, setJobsAsked] = useState(false);
  // The address is written as the post office reads it, in English.
  const addressLang = language === 'en' ? undefined : 'en';
  return (
    <div className="page container info-page">
      <SectionTitle
        level={1}
        text1={t('contact.title1')}
        text2={t('contact.title2')}
        pageTitle={t('contact.pageTitle')}
      />
      <div className="info-page__split">
        <img src={contactImage} alt={t('contact.imageAlt')} width={560} height={440} />
        <div className="info-page__text">
          <h2>{t('contact.storeHeading')}</h2>
          <address>
            {site.address.map((line) => (
              <span key={line} className="address-line" lang={addressLang}>
                {line}
              </span>
            ))}
            <span className="address-line">
              {tRich('contact.phone', {
                phone: site.phone,
                link: (chunks: ReactNode[]) => <a href={`tel:${site.phone.replace(/\s/g, '')}`}>{chunks}</a>,
              })}
            </span>
            <span className="address-line">
              {tRich('contact.email', {
                email: site.email,
                link: (chunks: ReactNode[]) => <a href={`mailto:${site.email}`}>{chunks}</a>,
              })}
            </span>
          </address>
          <h2>{t('contact.careersHeading', { shop: site.name })}</h2>
          <p>{t('contact.careersText')}</p>
          <button type="button" className="button" onClick={() => setJobsAsked(true)}>
            {t('contact.exploreJobs')}
          </button>
          <p role="status" className="form-message">
            {jobsAsked ? t('contact.noJobs') : ''}
          </p>
        </div>
      </div>
    </div>
  );
}
