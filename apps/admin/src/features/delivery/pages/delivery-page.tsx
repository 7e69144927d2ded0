import type { AdminDeliveryCity } from '@dukkan/contracts';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n/i18n';
import { Money } from '../../../lib/ui/bidi';
import { useDocumentTitle } from '../../../lib/ui/document-title';
import { focusFirstField, useInPlaceEditor } from '../../../lib/ui/list-editing';
import { cardClass, primaryButton, QueryState, secondaryButton } from '../../../lib/ui/states';
import { useDeliveryCities } from '../api/delivery';
import { CityForm } from '../components/city-form';
import { PackageForm } from '../components/package-form';

const badge = (on: boolean) =>
  `inline-flex rounded-full px-2 py-0.5 text-xs font-bold ${on ? 'bg-teal-100 text-teal-900' : 'bg-slate-200 text-slate-700'}`;

function CityCard({ city }: { city: AdminDeliveryCity }) {
  const { t } = useTranslation();
  const locale = useLocale();
  // 'city': editing the city; a number: editing that package; 'new': adding a package
  const { editing, open, close, addButton } = useInPlaceEditor<'city' | 'new' | number>();
  const name = city.name[locale];
  return (
    <section className={cardClass} aria-labelledby={`city-${city.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={`city-${city.id}`} className="text-lg font-bold">
          {name}
        </h2>
        <span className={badge(city.is_delivery)}>
          {city.is_delivery ? t('places.offered') : t('places.notOffered')}
        </span>
        <button
          type="button"
          className={`${secondaryButton} ms-auto`}
          onClick={() => open('city')}
          aria-label={t('places.editCity', { name })}
        >
          {t('app.edit')}
        </button>
      </div>
      {editing === 'city' && (
        <div className="mt-3" ref={focusFirstField}>
          <CityForm city={city} onDone={close} />
        </div>
      )}
      <h3 className="mt-3 text-sm font-bold text-slate-700">{t('places.packages')}</h3>
      {city.packages.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{t('places.noPackages')}</p>
      ) : (
        <ul className="mt-1 divide-y divide-slate-100">
          {city.packages.map((p) => (
            <li key={p.id} className="py-2">
              <div className={`flex flex-wrap items-center gap-x-3 gap-y-1 ${p.is_active ? '' : 'text-slate-500'}`}>
                <span className="font-semibold">{p.name[locale]}</span>
                <Money value={p.price} className="font-bold" />
                <span className="text-sm text-slate-600">{p.expected_time[locale]}</span>
                <span className={badge(p.is_active)}>{p.is_active ? t('places.active') : t('places.inactive')}</span>
                <button
                  type="button"
                  className={`${secondaryButton} ms-auto`}
                  onClick={() => open(p.id)}
                  aria-label={t('places.editPackage', { name: p.name[locale] })}
                >
                  {t('app.edit')}
                </button>
              </div>
              {editing === p.id && (
                <div className="mt-2" ref={focusFirstField}>
                  <PackageForm cityId={city.id} pkg={p} onDone={close} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {editing === 'new' ? (
        <div className="mt-2" ref={focusFirstField}>
          <PackageForm cityId={city.id} pkg={null} onDone={close} />
        </div>
      ) : (
        <button ref={addButton} type="button" className={`${secondaryButton} mt-2`} onClick={() => open('new')}>
          {t('places.addPackage')}
        </button>
      )}
    </section>
  );
}

export function DeliveryPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('places.title'));
  const cities = useDeliveryCities();
  const { editing: adding, open, close, addButton } = useInPlaceEditor<true>();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h1 className="text-2xl font-bold">{t('places.title')}</h1>
          <p className="text-sm text-slate-600">{t('places.hint')}</p>
        </div>
        {!adding && (
          <button ref={addButton} type="button" className={primaryButton} onClick={() => open(true)}>
            {t('places.addCity')}
          </button>
        )}
      </div>
      {adding && (
        <section className={cardClass} aria-label={t('places.addCity')} ref={focusFirstField}>
          <CityForm city={null} onDone={close} />
        </section>
      )}
      <QueryState query={cities} isEmpty={(listed) => listed.length === 0} emptyTitle={t('places.empty')}>
        {(listed) => (
          <div className="grid gap-3 lg:grid-cols-2">
            {listed.map((city) => (
              <CityCard key={city.id} city={city} />
            ))}
          </div>
        )}
      </QueryState>
    </div>
  );
}
