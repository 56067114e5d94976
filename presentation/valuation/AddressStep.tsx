import { observer } from 'mobx-react-lite';
import { useContext, useEffect, useRef, useState } from 'react';
import type * as Leaflet from 'leaflet';
import { usePageContext } from 'vike-react/usePageContext';
import type { PlacePrediction } from '#application/places/queries/AutocompletePlaces';
import { AutocompletePlaces, GetPlace } from '#application/places/tokens';
import { CREATABLE_COUNTRIES } from '#domain/valuation/fieldRules';
import type { PropertyFields } from '#domain/valuation/Property';
import { ContainerContext } from '#presentation/shared/di/ContainerContext';
import { TextField } from '#presentation/shared/forms/TextField';
import { useT } from '#presentation/shared/i18n';
import { loadLeaflet } from '#presentation/shared/map/loadLeaflet';
import styles from './Wizard.module.css';

interface AddressStepProps {
  fields: PropertyFields;
  tileUrl?: string;
  errorOf: (path: string) => string | undefined;
  onChange: (changes: PropertyFields) => void;
}

/**
 * The address step (document 002 §5 Address): the town from the places autocomplete (it gives the
 * country, the post code and the coordinates), then street, number and post code, and a map pin
 * the owner can drag onto the building (the estimate reads its coordinates).
 */
// An observer: the errors it shows are read from the wizard's view-model while it renders.
export const AddressStep = observer(function AddressStep({ fields, tileUrl, errorOf, onChange }: AddressStepProps) {
  const t = useT();
  const container = useContext(ContainerContext);
  const { requestContext } = usePageContext();
  const location = fields.location ?? {};
  const [query, setQuery] = useState(location.city ?? '');
  const [predictions, setPredictions] = useState<PlacePrediction[]>([]);
  // The town last chosen from the list: no new suggestions for it until the owner types again.
  const [chosen, setChosen] = useState(location.countryISO ? (location.city ?? '') : '');
  const setLocation = (changes: NonNullable<PropertyFields['location']>) =>
    onChange({ location: { ...location, ...changes } });

  useEffect(() => {
    if (!container || query.trim().length < 2 || query === chosen) {
      setPredictions([]);
      return;
    }
    const suggest = async () => {
      const result = await container.get(AutocompletePlaces).execute({
        input: query,
        language: requestContext.culture,
        types: ['locality', 'postal_code'],
        countries: [...CREATABLE_COUNTRIES],
        allowedCountries: CREATABLE_COUNTRIES,
        count: 6,
      });
      setPredictions(result.ok ? result.value : []);
    };
    const timer = window.setTimeout(() => void suggest(), 300);
    return () => window.clearTimeout(timer);
  }, [query, container, requestContext.culture, chosen]);

  const choose = async (prediction: PlacePrediction) => {
    setPredictions([]);
    setQuery(prediction.mainText);
    setChosen(prediction.mainText);
    const place = container ? await container.get(GetPlace).execute({ id: prediction.placeId }) : undefined;
    if (!place?.ok) return setLocation({ city: prediction.mainText });
    setLocation({
      city: place.value.names[requestContext.culture] ?? place.value.names.en ?? prediction.mainText,
      countryISO: place.value.countryISO,
      placeId: place.value.placeId,
      postCode: location.postCode || place.value.postcode || undefined,
      latitude: place.value.latitude,
      longitude: place.value.longitude,
    });
  };

  return (
    <div className={styles.fields}>
      <div className={styles.autocomplete}>
        <TextField
          label={t('Valuation.Wizard.Address.City')}
          name="location.city"
          autoComplete="off"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setLocation({ city: event.target.value, countryISO: undefined, latitude: undefined, longitude: undefined });
          }}
          hint={t('Valuation.Wizard.Address.CityHint')}
          error={errorOf('location.city') ?? errorOf('location.countryISO')}
          data-testid="address-city"
        />
        {predictions.length > 0 && (
          <ul className={styles.suggestions} role="listbox" aria-label={t('Valuation.Wizard.Address.City')}>
            {predictions.map((prediction) => (
              <li key={prediction.placeId} role="option" aria-selected="false">
                <button type="button" onClick={() => void choose(prediction)} data-testid="address-suggestion">
                  <strong>{prediction.mainText}</strong> <span>{prediction.secondaryText}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={styles.row}>
        <TextField
          className={styles.grow}
          label={t('Valuation.Wizard.Address.Street')}
          name="location.street"
          autoComplete="address-line1"
          value={location.street ?? ''}
          onChange={(event) => setLocation({ street: event.target.value })}
          error={errorOf('location.street')}
        />
        <TextField
          className={styles.narrow}
          label={t('Valuation.Wizard.Address.HouseNumber')}
          name="location.houseNumber"
          value={location.houseNumber ?? ''}
          onChange={(event) => setLocation({ houseNumber: event.target.value })}
          error={errorOf('location.houseNumber')}
        />
      </div>
      <TextField
        className={styles.narrow}
        label={t('Valuation.Wizard.Address.PostCode')}
        name="location.postCode"
        autoComplete="postal-code"
        value={location.postCode ?? ''}
        onChange={(event) => setLocation({ postCode: event.target.value })}
        error={errorOf('location.postCode')}
      />
      {location.latitude !== undefined && location.longitude !== undefined && (
        <PinMap
          latitude={location.latitude}
          longitude={location.longitude}
          tileUrl={tileUrl}
          onMove={(latitude, longitude) => setLocation({ latitude, longitude })}
        />
      )}
    </div>
  );
});

/** A map with a draggable pin on the property (Leaflet, loaded on first show). */
function PinMap({
  latitude,
  longitude,
  tileUrl,
  onMove,
}: {
  latitude: number;
  longitude: number;
  tileUrl?: string;
  onMove: (latitude: number, longitude: number) => void;
}) {
  const t = useT();
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<{ map: Leaflet.Map; marker: Leaflet.Marker } | undefined>(undefined);
  const onMoveRef = useRef(onMove);
  onMoveRef.current = onMove;

  useEffect(() => {
    let live = true;
    void loadLeaflet().then((L) => {
      if (!live || !element.current) return;
      if (!map.current) {
        const created = L.map(element.current, { scrollWheelZoom: false }).setView([latitude, longitude], 16);
        if (tileUrl)
          L.tileLayer(tileUrl, {
            attribution: '© OpenStreetMap',
            maxZoom: 19,
          }).addTo(created);
        const icon = L.divIcon({
          className: styles.pin,
          html: '<span></span>',
          iconSize: [28, 28],
          iconAnchor: [14, 28],
        });
        const marker = L.marker([latitude, longitude], {
          draggable: true,
          icon,
          keyboard: true,
          title: t('Valuation.Wizard.Address.Pin'),
        }).addTo(created);
        marker.on('dragend', () => {
          const position = marker.getLatLng();
          onMoveRef.current(Number(position.lat.toFixed(6)), Number(position.lng.toFixed(6)));
        });
        map.current = { map: created, marker };
      } else {
        const current = map.current.marker.getLatLng();
        if (Math.abs(current.lat - latitude) > 1e-6 || Math.abs(current.lng - longitude) > 1e-6) {
          map.current.marker.setLatLng([latitude, longitude]);
          map.current.map.setView([latitude, longitude], map.current.map.getZoom());
        }
      }
    });
    return () => {
      live = false;
    };
  }, [latitude, longitude, tileUrl, t]);

  useEffect(
    () => () => {
      map.current?.map.remove();
      map.current = undefined;
    },
    [],
  );

  return (
    <figure className={styles.mapFigure}>
      <div ref={element} className={styles.map} role="application" aria-label={t('Valuation.Wizard.Address.Pin')} />
      <figcaption className={styles.hint}>{t('Valuation.Wizard.Address.PinHint')}</figcaption>
    </figure>
  );
}
