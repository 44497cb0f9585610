import ChatIcon from '@mui/icons-material/Chat';
import CodeIcon from '@mui/icons-material/Code';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import HubIcon from '@mui/icons-material/Hub';
import KeyIcon from '@mui/icons-material/Key';
import MailIcon from '@mui/icons-material/Mail';
import MemoryIcon from '@mui/icons-material/Memory';
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import PasswordIcon from '@mui/icons-material/Password';
import SendIcon from '@mui/icons-material/Send';
import SensorsIcon from '@mui/icons-material/Sensors';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import StorageIcon from '@mui/icons-material/Storage';
import SummarizeIcon from '@mui/icons-material/Summarize';
import TokenIcon from '@mui/icons-material/Token';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import WebhookIcon from '@mui/icons-material/Webhook';
import WindowIcon from '@mui/icons-material/Window';
import { Avatar } from '@mui/material';
import { brandIcon } from './brand-icons';

const ICONS: Record<string, typeof KeyIcon> = {
  chat: ChatIcon,
  code: CodeIcon,
  contact_mail: ContactMailIcon,
  forward_to_inbox: ForwardToInboxIcon,
  hub: HubIcon,
  key: KeyIcon,
  mail: MailIcon,
  memory: MemoryIcon,
  monitor_heart: MonitorHeartIcon,
  move_to_inbox: MoveToInboxIcon,
  password: PasswordIcon,
  send: SendIcon,
  sensors: SensorsIcon,
  smart_toy: SmartToyIcon,
  storage: StorageIcon,
  summarize: SummarizeIcon,
  token: TokenIcon,
  vpn_key: VpnKeyIcon,
  webhook: WebhookIcon,
  window: WindowIcon,
};

/**
 * A library entry's icon in a circle: the service's brand logo in its brand colour when `brand` (a
 * template id or an authorization kind) has one, else its Material icon in the accent colour (unknown
 * names show a key).
 */
export function TemplateIcon({ name, brand, size = 40 }: { name: string; brand?: string; size?: number }) {
  const logo = brandIcon(brand);
  if (logo)
    return (
      <Avatar
        aria-hidden
        data-brand={logo.slug}
        sx={{ width: size, height: size, bgcolor: `#${logo.hex}`, color: '#fff' }}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width={size * 0.55}
          height={size * 0.55}
          fill="currentColor"
        >
          <path d={logo.path} />
        </svg>
      </Avatar>
    );
  const Icon = ICONS[name] ?? KeyIcon;
  return (
    <Avatar
      aria-hidden
      sx={{ width: size, height: size, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}
    >
      <Icon sx={{ fontSize: size * 0.55 }} />
    </Avatar>
  );
}
