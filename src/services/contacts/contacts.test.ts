// @vitest-environment node
import { generateAccount } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { ContactRefused, deleteContact, listContacts, saveContact } from './store';
import { contactProblems, type Contact } from './validate';

const address = () => generateAccount().addr.toString();
const ANA = { name: 'Ana Peña', address: address() };
/** ANA's address with its first character changed: the checksum fails. */
const typo = `${ANA.address[0] === 'A' ? 'B' : 'A'}${ANA.address.slice(1)}`;

describe('contactProblems', () => {
  const book: Contact[] = [ANA];
  it.each<[string, Contact, ReturnType<typeof contactProblems>]>([
    ['a new name and address', { name: 'Luis', address: address() }, null],
    ['an empty name', { name: '   ', address: address() }, { name: 'empty' }],
    ['a name past 40 characters', { name: 'x'.repeat(41), address: address() }, { name: 'tooLong' }],
    ['a name taken, whatever its case and accents', { name: ' ana  PENA ', address: address() }, { name: 'taken' }],
    ['an empty address', { name: 'Luis', address: '' }, { address: 'empty' }],
    ['an address with a bad checksum', { name: 'Luis', address: typo }, { address: 'invalid' }],
    ['an address saved already', { name: 'Luis', address: ANA.address }, { address: 'taken' }],
    ['both wrong at once', { name: '', address: 'abc' }, { name: 'empty', address: 'invalid' }],
  ])('%s', (_, draft, problems) => {
    expect(contactProblems(draft, book)).toEqual(problems);
  });

  it('lets a contact keep its own name when renamed, but not take another one', () => {
    const luis = { name: 'Luis', address: address() };
    expect(contactProblems({ ...ANA, name: 'ANA PEÑA' }, [ANA, luis], ANA.address)).toBeNull();
    expect(contactProblems({ ...ANA, name: 'luis' }, [ANA, luis], ANA.address)).toEqual({ name: 'taken' });
  });
});

describe('the MoxContacts store', () => {
  it('keeps each wallet its own book, sorted by name, with rename and delete', async () => {
    const owner = address();
    const other = address();
    const luis = { name: 'luis', address: address() };
    await saveContact(owner, { name: '  Zoe ', address: ` ${ANA.address} ` });
    await saveContact(owner, luis);
    await saveContact(other, { name: 'Solo mío', address: address() });
    expect(await listContacts(owner)).toEqual([luis, { name: 'Zoe', address: ANA.address }]);

    await saveContact(owner, { name: 'Ana', address: 'ignored when renaming' }, ANA.address);
    expect(await listContacts(owner)).toEqual([{ name: 'Ana', address: ANA.address }, luis]);

    await deleteContact(owner, luis.address);
    expect(await listContacts(owner)).toEqual([{ name: 'Ana', address: ANA.address }]);
    expect(await listContacts(other)).toHaveLength(1);
  });

  it('refuses a clash and changes nothing', async () => {
    const owner = address();
    await saveContact(owner, ANA);
    await expect(saveContact(owner, { name: 'Otra', address: ANA.address })).rejects.toEqual(
      new ContactRefused({ address: 'taken' }),
    );
    await expect(saveContact(owner, { name: 'ana peña', address: address() })).rejects.toBeInstanceOf(ContactRefused);
    expect(await listContacts(owner)).toEqual([ANA]);
  });
});
