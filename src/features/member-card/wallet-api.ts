// The wallet links of My card: GET /getAppleWalletPassLink (a .pkpass link that works for 5 minutes)
// and GET /getGoogleWalletLink (a Google Wallet save link). Asked for at the tap, never kept.
import { api } from '@/api/client';

export type WalletKind = 'apple' | 'google';

export async function walletLink(kind: WalletKind): Promise<string> {
  const answer = await api.get(kind === 'apple' ? 'getAppleWalletPassLink' : 'getGoogleWalletLink');
  return answer.url;
}
