/** The forced password change of a first login (SPEC §2, §5): the dialog ./ForcedChangeModal mounts. */
export { ForcedChangeModalRoot } from './components/forced-change-modal-root';
