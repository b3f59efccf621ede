/** History entries of every kind the wallet names, as the history hook hands them over (stories and tests). */
import { ledgerCopy } from '../../i18n/features';
import { sampleData } from '../fixtures';
import { shortenAddress } from '../format';
import type { HistoryEntryProps } from './HistoryEntry';

const out = (text: string) => ({ text: `−${text}`, direction: 'out' as const });
const into = (text: string) => ({ text: `+${text}`, direction: 'in' as const });
const fee = (algo: string) => ledgerCopy('history.fee', { fee: `${algo} ALGO` });

let serial = 0;
/** An entry at a fixed time, with a distinct txId of the real length. */
function entry(label: string, amounts: HistoryEntryProps['amounts'], paid: string | null): HistoryEntryProps {
  serial += 1;
  const minute = String(59 - serial).padStart(2, '0');
  return {
    txId: `${String(serial).padStart(4, 'A')}${sampleData.txId.slice(4)}`,
    label,
    amounts,
    fee: paid,
    date: `23 nov 2026, 13:${minute}`,
    dateTime: `2026-11-23T13:${minute}:00.000Z`,
  };
}

const friend = shortenAddress(sampleData.recipient);
const dispenser = shortenAddress(sampleData.address);
const umq = (n: string) => `${n} UMQ`;

/** One entry per kind, newest first. */
export const everyKind: HistoryEntryProps[] = [
  entry(ledgerCopy('history.sent', { amount: '1.5 ALGO', who: friend }), [out('1.5 ALGO')], fee('0.001')),
  entry(
    ledgerCopy('history.received', {
      amount: ledgerCopy('history.and', { first: '10 ALGO', second: umq('200') }),
      who: dispenser,
    }),
    [into('10 ALGO'), into(umq('200'))],
    null,
  ),
  entry(ledgerCopy('history.sentMany', { amount: '25 HLK' }), [out('25 HLK')], fee('0.002')),
  entry(ledgerCopy('history.receivedMany', { amount: umq('40') }), [into(umq('40'))], null),
  entry(
    ledgerCopy('history.received', {
      amount: ledgerCopy('history.unknownAsset', { amount: '5', id: '31566704' }),
      who: friend,
    }),
    [into(ledgerCopy('history.unknownAsset', { amount: '5', id: '31566704' }))],
    null,
  ),
  entry(ledgerCopy('history.assetOptIn', { asset: 'UMQ' }), [], fee('0.001')),
  entry(ledgerCopy('history.assetOptInId', { id: '31566704' }), [], fee('0.001')),
  entry(ledgerCopy('history.appOptIn', { app: ledgerCopy('history.appRoulette') }), [], fee('0.001')),
  entry(ledgerCopy('history.gift'), [into(umq('500'))], fee('0.002')),
  entry(ledgerCopy('history.purchase', { item: 'Netflix' }), [out(umq('10,015'))], fee('0.003')),
  entry(ledgerCopy('history.quizScore', { score: 9, max: 10 }), [out(umq('115'))], fee('0.003')),
  entry(ledgerCopy('history.quiz'), [out(umq('115'))], fee('0.003')),
  entry(ledgerCopy('history.spinWon', { prize: umq('50') }), [out(umq('65'))], fee('0.004')),
  entry(ledgerCopy('history.spinSpecial'), [out(umq('115'))], fee('0.004')),
  entry(ledgerCopy('history.targetWon', { reward: umq('50') }), [out(umq('65'))], fee('0.004')),
  entry(ledgerCopy('history.targetNothing'), [out(umq('115'))], fee('0.004')),
  entry(ledgerCopy('history.stake', { amount: umq('250') }), [out(umq('250'))], fee('0.002')),
  entry(ledgerCopy('history.unstake'), [into(umq('235')), into('1.3 HLK')], fee('0.004')),
  entry(ledgerCopy('history.appCall', { app: ledgerCopy('history.appQuiz') }), [], fee('0.001')),
  entry(ledgerCopy('history.unknownApp', { id: '77' }), [], fee('0.001')),
  entry(ledgerCopy('history.other'), [], fee('0.001')),
];

/** A link planted in a note: the list must show it as text, never as a link. */
export const baitNote = 'Reclama tu premio en https://mox-premios.example/claim';

/** A stranger's 0-ALGO payment with a link in its note, folded as 'Posible spam', above a friend's noted payment. */
export const dust: HistoryEntryProps[] = [
  {
    ...entry(ledgerCopy('history.received', { amount: '0 ALGO', who: dispenser }), [into('0 ALGO')], null),
    note: baitNote,
    suspect: true,
  },
  {
    ...entry(ledgerCopy('history.received', { amount: '2 ALGO', who: friend }), [into('2 ALGO')], null),
    note: 'La cena del viernes: https://mox.example/cuenta',
    newCounterparty: sampleData.recipient,
  },
];
