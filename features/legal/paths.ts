import { route } from '@/lib/routing/route';

// The legal documents (docs/decisions/0050; docs/product.md §2): public, cached, one page each.

/** userAgreement: `/userAgreement.html`, the user agreement (用户协议). */
export const userAgreementRoute = route({ name: 'userAgreement', public: true });
/** privacyPolicy: `/privacyPolicy.html`, the privacy policy (隐私政策). */
export const privacyPolicyRoute = route({ name: 'privacyPolicy', public: true });
