import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ledgerCopy } from '../../i18n/features';
import { readFailuresOf } from '../queryClient';
import { useToasts } from '../toasts';

/**
 * Shows the page's read failures as error toasts, each in the Spanish its query factory names (`meta.errorToast`),
 * once per failure episode. Called once, where both the query client and the toasts are provided.
 */
export function useReadFailureToasts(): void {
  const client = useQueryClient();
  const { show } = useToasts();
  useEffect(
    () => readFailuresOf(client)?.listen((toast) => show({ tone: 'error', message: ledgerCopy(toast) })),
    [client, show],
  );
}
