import { useState } from 'react';
import { ledgerCopy } from '../../i18n/features';
import { COPY_FIGURES } from '../../i18n/figures';
import { Modal } from '../../ui/Modal';
import { Panel } from '../../ui/Panel';
import { Tile, TileGrid } from '../../ui/Tile';
import styles from './Home.module.css';
import { TileLinkButton } from './TileLinkButton';
import { HOME_TILES, type HomeTile } from './tiles';

/** The right panel of /home: six tiles, each opening a modal with its buttons (closes on backdrop, Escape, X). */
export function AppTiles() {
  const [open, setOpen] = useState<HomeTile | null>(null);
  const close = () => setOpen(null);
  return (
    <Panel title={ledgerCopy('home.apps')}>
      <TileGrid>
        {HOME_TILES.map((tile) => (
          <Tile
            key={tile.id}
            icon={tile.icon}
            accent={tile.accent}
            title={ledgerCopy(tile.title)}
            description={ledgerCopy(tile.body)}
            onClick={() => setOpen(tile)}
          />
        ))}
      </TileGrid>
      <Modal open={open !== null} onClose={close} title={open ? ledgerCopy(open.title) : ''}>
        {open && (
          <div className={styles.tileModal}>
            <p>{ledgerCopy(open.body)}</p>
            {open.extras && (
              <section className={styles.extras} aria-label={ledgerCopy(open.extras.title)}>
                <h3 className={styles.extrasTitle}>{ledgerCopy(open.extras.title)}</h3>
                <ul>
                  {open.extras.lines.map((line) => (
                    <li key={line}>{ledgerCopy(line, COPY_FIGURES)}</li>
                  ))}
                </ul>
              </section>
            )}
            {open.links.map((link, index) => (
              <TileLinkButton key={link.href} link={link} primary={index === 0} onFollow={close} />
            ))}
          </div>
        )}
      </Modal>
    </Panel>
  );
}
