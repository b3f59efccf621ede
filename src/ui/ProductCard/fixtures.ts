/** The four memberships of SPEC §9 as the screen hands them to the kit: stories of the card and the grid reuse them. */
import hbo from '../../assets/market/hbo.svg';
import netflix from '../../assets/market/netflix.svg';
import paramount from '../../assets/market/paramount.svg';
import usdc from '../../assets/market/usdc.svg';
import { es } from '../../i18n';
import type { ProductCardProps } from './ProductCard';

type Product = Omit<ProductCardProps, 'onClaim' | 'state'> & { id: string; state: ProductCardProps['state'] };

/** USDC changer (not on sale), HBO, Paramount and Netflix, with their prices in UMQ. */
export const sampleProducts: readonly Product[] = [
  {
    id: 'USDC',
    name: es.market.usdcName,
    description: es.market.usdcBody,
    price: '4,000 UMQ',
    image: usdc,
    imageAlt: es.market.usdcAlt,
    state: 'soon',
  },
  {
    id: 'HBO',
    name: es.market.hboName,
    description: es.market.hboBody,
    price: '8,000 UMQ',
    image: hbo,
    imageAlt: es.market.hboAlt,
    state: 'available',
  },
  {
    id: 'Paramount',
    name: es.market.paramountName,
    description: es.market.paramountBody,
    price: '8,000 UMQ',
    image: paramount,
    imageAlt: es.market.paramountAlt,
    state: 'available',
  },
  {
    id: 'Netflix',
    name: es.market.netflixName,
    description: es.market.netflixBody,
    price: '10,000 UMQ',
    image: netflix,
    imageAlt: es.market.netflixAlt,
    state: 'available',
  },
];
