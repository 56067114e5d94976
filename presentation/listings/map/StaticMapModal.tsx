import { useState } from 'react';
import { Button, Modal } from '#presentation/shared/ui';
import { useT } from '#presentation/shared/i18n';
import { LeafletMap, type LeafletMapProps } from './LeafletMap';
import styles from './ListingMap.module.css';

/**
 * Document 001 §2's "static map modal": the listing's location on a large map in a dialog, for
 * phones where the panel on the page is small. The same map (and the same offline marker or
 * area) as the panel; loaded only when opened.
 */
export function StaticMapModal(props: LeafletMapProps & { title: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const { title, ...map } = props;
  return (
    <>
      <Button variant="secondary" size="small" onClick={() => setOpen(true)} data-testid="static-map-open">
        {t('ItemDetails.Map.ShowMap')}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={title} size="wide">
        {open && (
          <div className={styles.modalMap} data-testid="static-map-modal">
            <LeafletMap {...map} />
          </div>
        )}
      </Modal>
    </>
  );
}
