import { Link } from 'wouter';
import { COPY_FIGURES, type CopyKey } from '../../i18n';
import { ledgerCopy } from '../../i18n/features';
import { LinkButton } from '../../ui/LinkButton';
import { Panel } from '../../ui/Panel';
import styles from './News.module.css';

/** The five news items of SPEC §2, in its order: quiz, staking, games, Moxplace, welcome gift. */
const ITEMS: ReadonlyArray<readonly [title: CopyKey, body: CopyKey]> = [
  ['news.quizTitle', 'news.quizBody'],
  ['news.stakeTitle', 'news.stakeBody'],
  ['news.gamesTitle', 'news.gamesBody'],
  ['news.marketTitle', 'news.marketBody'],
  ['news.giftTitle', 'news.giftBody'],
];

/** `/news` (its frame: src/app/routing/routes): static text about the quiz, staking, games, Moxplace and the welcome gift. */
export function NewsScreen() {
  return (
    <div className={styles.news}>
      {ITEMS.map(([title, body]) => (
        <Panel key={title} title={ledgerCopy(title)}>
          <p className={styles.body}>{ledgerCopy(body, COPY_FIGURES)}</p>
        </Panel>
      ))}
      <Link href="/home" asChild>
        <LinkButton variant="secondary" fullWidth>
          {ledgerCopy('common.back')}
        </LinkButton>
      </Link>
    </div>
  );
}
