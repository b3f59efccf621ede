import { queryOptions } from '@tanstack/react-query';
import { getAssetParams } from '../../services/assets';

/** The query-options factory of asset params: read once per id and kept (they never change). */
export const assetQueries = {
  params: (id: bigint) =>
    queryOptions({
      // Query keys are hashed as JSON, which has no bigint: the id goes in as text.
      queryKey: ['asset', String(id)],
      queryFn: () => getAssetParams(id),
      staleTime: Infinity,
    }),
};
