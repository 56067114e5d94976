import { observer } from 'mobx-react-lite';
import { T, useIntl } from '#presentation/shared/i18n';
import { useListingPage } from '../ListingPageContext';
import { Icon } from '../layout/Icon';
import styles from './FeatureChips.module.css';

const GROUP_TITLES = {
  amenities: 'Listings.Amenities.Title',
  views: 'Listings.Views.Title',
  orientations: 'Listings.Orientations.Title',
  proximities: 'Listings.Proximities.Title',
} as const;

/**
 * Amenities, views, orientations and what is nearby, as chips. A code a publisher's feed sends
 * that we have no word for is left out rather than shown raw ("HeatedFloor" to a French visitor).
 */
export const FeatureChips = observer(function FeatureChips() {
  const page = useListingPage();
  const intl = useIntl();
  const groups = page.chipGroups
    .map((group) => ({ ...group, codes: group.codes.filter((code) => `${group.prefix}.${code}` in intl.messages) }))
    .filter((group) => group.codes.length > 0);
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby="listing-features">
      <h2 id="listing-features">
        <T id="ItemDetails.Features.Title" />
      </h2>
      <div className={styles.groups}>
        {groups.map((group) => (
          <div key={group.kind} className={styles.group}>
            <h3 className={styles.heading}>
              <T id={GROUP_TITLES[group.kind]} />
            </h3>
            <ul className={styles.chips}>
              {group.codes.map((code) => (
                <li key={code} className={styles.chip}>
                  <Icon name="check" size={16} />
                  <T id={`${group.prefix}.${code}`} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
});
