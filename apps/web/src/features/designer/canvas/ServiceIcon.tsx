import AccountTree from '@mui/icons-material/AccountTree';
import AltRoute from '@mui/icons-material/AltRoute';
import CallSplit from '@mui/icons-material/CallSplit';
import Chat from '@mui/icons-material/Chat';
import Code from '@mui/icons-material/Code';
import DocumentScanner from '@mui/icons-material/DocumentScanner';
import EditNote from '@mui/icons-material/EditNote';
import Extension from '@mui/icons-material/Extension';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import Http from '@mui/icons-material/Http';
import Hub from '@mui/icons-material/Hub';
import Loop from '@mui/icons-material/Loop';
import Mail from '@mui/icons-material/Mail';
import Memory from '@mui/icons-material/Memory';
import Merge from '@mui/icons-material/Merge';
import Outbox from '@mui/icons-material/Outbox';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Reply from '@mui/icons-material/Reply';
import Schedule from '@mui/icons-material/Schedule';
import Send from '@mui/icons-material/Send';
import Sensors from '@mui/icons-material/Sensors';
import SmartToy from '@mui/icons-material/SmartToy';
import Storage from '@mui/icons-material/Storage';
import TableChart from '@mui/icons-material/TableChart';
import Webhook from '@mui/icons-material/Webhook';
import { SvgIcon, type SvgIconProps } from '@mui/material';
import { memo } from 'react';
import { brandIcon } from '../../../ui/library';

/**
 * The catalogue names its icons as Material Symbols ids, an app connector's as `si:<slug>` (its Simple
 * Icons logo, in the text's colour so it reads in light and dark); unknown ids get a puzzle piece.
 */
const ICONS: Record<string, typeof Http> = {
  account_tree: AccountTree,
  alt_route: AltRoute,
  call_split: CallSplit,
  chat: Chat,
  code: Code,
  document_scanner: DocumentScanner,
  edit_note: EditNote,
  hourglass_empty: HourglassEmpty,
  http: Http,
  hub: Hub,
  loop: Loop,
  mail: Mail,
  memory: Memory,
  merge: Merge,
  outbox: Outbox,
  play_arrow: PlayArrow,
  reply: Reply,
  schedule: Schedule,
  send: Send,
  sensors: Sensors,
  smart_toy: SmartToy,
  storage: Storage,
  table_chart: TableChart,
  webhook: Webhook,
};

export const ServiceIcon = memo(function ServiceIcon({
  name,
  ...props
}: { name: string | undefined } & SvgIconProps) {
  const logo = name?.startsWith('si:') ? brandIcon(name.slice(3)) : undefined;
  if (logo)
    return (
      <SvgIcon {...props} viewBox="0 0 24 24" data-brand={logo.slug}>
        <path d={logo.path} />
      </SvgIcon>
    );
  const Icon = (name ? ICONS[name] : undefined) ?? Extension;
  return <Icon {...props} />;
});
