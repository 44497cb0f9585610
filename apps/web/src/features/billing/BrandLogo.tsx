import type { CardBrand } from '@flowlane/contracts';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import { Box } from '@mui/material';

/** Brand names are trademarks: the same in every language, so they are not in the catalogue. */
const BRAND_NAMES: Record<Exclude<CardBrand, 'unknown'>, string> = {
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

/** Wordmarks drawn in the logos (not texts a person translates). */
const MARKS = { visa: 'VISA', amex: 'AMEX', discover: 'DISCOVER', jcb: 'JCB', unionpay: 'UnionPay' } as const;

function Mark({ brand }: { brand: Exclude<CardBrand, 'unknown'> }) {
  switch (brand) {
    case 'visa':
      return (
        <>
          <rect width="48" height="30" rx="4" fill="#fff" />
          <text
            x="24"
            y="20.5"
            textAnchor="middle"
            fontSize="14"
            fontWeight="900"
            fontStyle="italic"
            fill="#1a1f71"
          >
            {MARKS.visa}
          </text>
        </>
      );
    case 'mastercard':
      return (
        <>
          <rect width="48" height="30" rx="4" fill="#252525" />
          <circle cx="19" cy="15" r="9" fill="#eb001b" />
          <circle cx="29" cy="15" r="9" fill="#f79e1b" fillOpacity="0.9" />
          <path d="M24 7.5a9 9 0 0 1 0 15a9 9 0 0 1 0-15z" fill="#ff5f00" />
        </>
      );
    case 'amex':
      return (
        <>
          <rect width="48" height="30" rx="4" fill="#2e77bc" />
          <text x="24" y="19.5" textAnchor="middle" fontSize="11" fontWeight="900" fill="#fff">
            {MARKS.amex}
          </text>
        </>
      );
    case 'discover':
      return (
        <>
          <rect width="48" height="30" rx="4" fill="#fff" />
          <text x="21" y="18.5" textAnchor="middle" fontSize="7" fontWeight="800" fill="#231f20">
            {MARKS.discover}
          </text>
          <circle cx="40" cy="16" r="4" fill="#f48120" />
        </>
      );
    case 'diners':
      return (
        <>
          <rect width="48" height="30" rx="4" fill="#fff" />
          <circle cx="24" cy="15" r="10" fill="#0079be" />
          <circle cx="24" cy="15" r="7" fill="#fff" />
          <rect x="20.5" y="9" width="2.5" height="12" fill="#0079be" />
          <rect x="25" y="9" width="2.5" height="12" fill="#0079be" />
        </>
      );
    case 'jcb':
      return (
        <>
          <rect width="48" height="30" rx="4" fill="#fff" />
          <rect x="8" y="5" width="10" height="20" rx="3" fill="#0e4c96" />
          <rect x="19" y="5" width="10" height="20" rx="3" fill="#e21836" />
          <rect x="30" y="5" width="10" height="20" rx="3" fill="#007940" />
          <text x="24" y="19" textAnchor="middle" fontSize="9" fontWeight="900" fill="#fff">
            {MARKS.jcb}
          </text>
        </>
      );
    case 'unionpay':
      return (
        <>
          <rect width="48" height="30" rx="4" fill="#fff" />
          <path d="M6 4h12l-5 22H1z" fill="#e21836" />
          <path d="M18 4h12l-5 22H13z" fill="#00447c" />
          <path d="M30 4h12l-5 22H25z" fill="#007b84" />
          <text x="24" y="18.5" textAnchor="middle" fontSize="7" fontWeight="800" fill="#fff">
            {MARKS.unionpay}
          </text>
        </>
      );
  }
}

/** The card brand's logo (spec section 3: amex, diners, discover, jcb, mastercard, unionpay, visa). */
export function BrandLogo({ brand, height = 24 }: { brand: CardBrand; height?: number }) {
  if (brand === 'unknown')
    return <CreditCardIcon sx={{ fontSize: height, color: 'text.secondary' }} data-brand="unknown" />;
  return (
    <Box
      component="svg"
      viewBox="0 0 48 30"
      role="img"
      aria-label={BRAND_NAMES[brand]}
      data-brand={brand}
      sx={{ height, width: (height * 48) / 30, display: 'block', flexShrink: 0, direction: 'ltr' }}
    >
      <Mark brand={brand} />
    </Box>
  );
}
