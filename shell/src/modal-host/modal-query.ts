import { bus } from '@site/shared/bus';
import { MODALS, type ModalName } from '@site/shared/contracts';

/** Dialogs a link may open: not those the site opens itself with what only it knows. */
const LINKABLE: readonly ModalName[] = [
  'login',
  'register',
  'discount',
  'pop_up_discount_history',
  'bulletin_history',
  'news',
  'game_demo_list',
];

const isLinkable = (name: string | null): name is ModalName =>
  name !== null && name in MODALS && LINKABLE.includes(name as ModalName);

/**
 * A link to a dialog (SPEC §4 "the modal query"): `?modal=discount&id=5` opens that dialog over the
 * page, with the other query values as its params (whole numbers as numbers). While it is set, the
 * pop-ups stay closed (they read the same query).
 */
export function openModalFromQuery(search: string = window.location.search): ModalName | null {
  const query = new URLSearchParams(search);
  const name = query.get('modal');
  if (!isLinkable(name)) return null;
  const params: Record<string, string | number> = {};
  query.forEach((value, key) => {
    if (key !== 'modal') params[key] = /^\d{1,9}$/.test(value) ? Number(value) : value;
  });
  bus.emit('modal:open', Object.keys(params).length ? { name, params } : { name });
  return name;
}
