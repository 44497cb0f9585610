import AccountTreeIcon from '@mui/icons-material/AccountTree';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import DashboardIcon from '@mui/icons-material/Dashboard';
import FolderIcon from '@mui/icons-material/Folder';
import KeyIcon from '@mui/icons-material/Key';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import ListAltIcon from '@mui/icons-material/ListAlt';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PaymentsIcon from '@mui/icons-material/Payments';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import ReceiptIcon from '@mui/icons-material/Receipt';
import SellIcon from '@mui/icons-material/Sell';
import StorageIcon from '@mui/icons-material/Storage';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import { Avatar, type SvgIconProps } from '@mui/material';
import type { IconName } from './icon-names';

const ICONS: Record<IconName, typeof DashboardIcon> = {
  dashboard: DashboardIcon,
  folder: FolderIcon,
  account_tree: AccountTreeIcon,
  list_alt: ListAltIcon,
  library_books: LibraryBooksIcon,
  vpn_key: VpnKeyIcon,
  key: KeyIcon,
  menu_book: MenuBookIcon,
  storage: StorageIcon,
  picture_as_pdf: PictureAsPdfIcon,
  payments: PaymentsIcon,
  sell: SellIcon,
  receipt: ReceiptIcon,
  credit_card: CreditCardIcon,
};

/** An item's icon; an item without one shows the first letter of its title. */
export function NavIcon({
  icon,
  title,
  fontSize = 'small',
}: {
  icon: IconName | undefined;
  title: string;
  fontSize?: SvgIconProps['fontSize'];
}) {
  if (icon) {
    const Icon = ICONS[icon];
    return <Icon fontSize={fontSize} />;
  }
  return (
    <Avatar
      aria-hidden
      sx={{
        width: 22,
        height: 22,
        fontSize: 13,
        fontWeight: 700,
        bgcolor: 'action.selected',
        color: 'text.primary',
      }}
    >
      {Array.from(title)[0]?.toUpperCase() ?? '?'}
    </Avatar>
  );
}
