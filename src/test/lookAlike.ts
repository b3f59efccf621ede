/**
 * Pairs of valid addresses with the same first and last four characters: what an address-poisoning attacker grinds
 * for (the first characters are the key's first bytes, the last ones its checksum's end: about 2^18 keys tried per
 * pair, too slow for a test, so ground once with Node's sha512-256). Nobody holds their keys; paying one, or saving
 * it as a contact, is all the tests need. `lookAlikeOf` (services/ledger/recipients.test.ts) checks each pair.
 */
export const LOOK_ALIKES = [
  [
    'GII2TT4KHOUYLMJEM7IYWAKRE7CY3XFWGGYPT43JS7I7W2CPFRQX6Q2GHM',
    'GII2SQ4XBDA4J2B6LPR4O464LG26ZA32VWGU5QZ7Y4LOTHRHZP6H6B2GHM',
  ],
  [
    '2EMUTQK5M5CNXDEC53YP732XNIVVZ2RZLM2BONN5AQNCA5C5XAZ6DGVPGQ',
    '2EMUSJMKWTRTFUGAKDNNUJ3D5J4NOGRRSH5VKSSCPKDWVOWA4CF2GZVPGQ',
  ],
  [
    '2ADFNHB22DDWNPIAKDF2YKCWAZL3Z7IUWDEYYYOL5GSKLFTSDF6YFSTDII',
    '2ADFNKRAT5KGCYXLV33QP6KTFSBQMFAG4V5STRX3HICBMTDJP5MRBTTDII',
  ],
] as const;
