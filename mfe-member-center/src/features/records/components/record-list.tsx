// The table-or-cards list is shared by every member-centre page that lists rows.
export {
  RecordList,
  RecordListSkeleton,
  type RecordColumn,
  type RecordListProps,
} from '../../../components/record-list';
