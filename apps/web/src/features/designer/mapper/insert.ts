import { i18n } from '../../../i18n';
import { showMessage } from '../../../shell';
import { mapperTarget } from './mapper-target';

/** Inserts a field path or a function call into the input focused last. */
export function insertIntoTarget(fragment: string): void {
  const target = mapperTarget.get();
  if (!target) {
    showMessage(i18n.t('designer.panel.focusFirst'), 'info');
    return;
  }
  target.insert(fragment);
}

/** What a dragged field carries: dropped into any text input, the browser inserts it at the drop point. */
export function dragMapping(event: React.DragEvent, path: string): void {
  event.dataTransfer.setData('text/plain', `{{ ${path} }}`);
  event.dataTransfer.effectAllowed = 'copy';
}
