import { useLocation, useNavigate } from 'react-router-dom';
import { ChevronLeftIcon } from './icons';
import { t } from './texts';

/** A screen header's back arrow: to the previous page, or to `fallback` when the screen was opened directly. */
export function BackButton({ fallback }: { fallback: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={t('common.back')}
      onClick={() => (location.key === 'default' ? navigate(fallback) : navigate(-1))}
    >
      <ChevronLeftIcon />
    </button>
  );
}
