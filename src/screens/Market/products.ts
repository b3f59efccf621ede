import hbo from '../../assets/market/hbo.svg';
import netflix from '../../assets/market/netflix.svg';
import paramount from '../../assets/market/paramount.svg';
import usdc from '../../assets/market/usdc.svg';
import type { CopyKey } from '../../i18n';

/** How a membership looks on /marketplace: its description and our own illustration (name, price, sale state: hooks). */
export interface ProductLook {
  description: CopyKey;
  alt: CopyKey;
  image: string;
}

/** The four items of SPEC §9 by id, in the spec's order. */
export const PRODUCT_LOOKS = {
  USDC: { description: 'market.usdcBody', alt: 'market.usdcAlt', image: usdc },
  HBO: { description: 'market.hboBody', alt: 'market.hboAlt', image: hbo },
  Paramount: {
    description: 'market.paramountBody',
    alt: 'market.paramountAlt',
    image: paramount,
  },
  Netflix: { description: 'market.netflixBody', alt: 'market.netflixAlt', image: netflix },
} as const satisfies Record<string, ProductLook>;
