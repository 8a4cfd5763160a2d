// The collection's search bar (spec §2): shown on /collection when toggled on, with a close button. The
// search lives in the URL (?search=) so a reload or a shared link keeps it.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CrossIcon, SearchIcon } from '../../components/ui/icons';
import { useI18n } from '../../i18n/i18n';

const DEBOUNCE_MS = 300;

export function SearchBar({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const urlValue = params.get('search') ?? '';
  const [value, setValue] = useState(urlValue);
  const [seenUrlValue, setSeenUrlValue] = useState(urlValue);
  const inputRef = useRef<HTMLInputElement>(null);

  // Back/forward changed the URL: show its search.
  if (urlValue !== seenUrlValue) {
    setSeenUrlValue(urlValue);
    setValue(urlValue);
  }

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  useEffect(() => {
    if (value.trim() === urlValue.trim()) return;
    const timer = window.setTimeout(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value.trim()) next.set('search', value.trim());
          else next.delete('search');
          next.delete('page'); // a new search starts from its first page
          return next;
        },
        { replace: true },
      );
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [value, urlValue, setParams]);

  const close = () => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('search');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
    onClose();
  };

  return (
    <div id={id} role="search" className="search-bar" aria-label={t('search.region')}>
      <div className="search-bar__row container">
        <div className="search-bar__field">
          <label htmlFor={`${id}-input`} className="visually-hidden">
            {t('search.label')}
          </label>
          <input
            ref={inputRef}
            id={`${id}-input`}
            type="search"
            placeholder={t('search.placeholder')}
            autoComplete="off"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && value === '') close();
            }}
          />
          <SearchIcon />
        </div>
        <button type="button" className="icon-button" aria-label={t('search.close')} onClick={close}>
          <CrossIcon />
        </button>
      </div>
    </div>
  );
}
