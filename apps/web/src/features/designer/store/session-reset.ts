import { onSessionReset } from '../../../auth';
import { clearClipboard } from '../model/clipboard';
import { testCalls } from '../triggers/test-call-store';
import { decor } from './decor-store';
import { designer } from './designer-store';

// Spec section 4, "Logout": the workflow designer's state is reset. The copied steps go too: they may
// hold another user's parameters. (Server state — services, functions, sources — goes with the query cache.)
onSessionReset(() => {
  designer.reset();
  decor.reset();
  testCalls.reset();
  clearClipboard();
});
