/** The game demo list dialog (./GameDemoList, MODALS.game_demo_list): visitors try games for free. */
export { DemoListDialog, type DemoListParams } from './components/demo-list-dialog';
