import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { AccessGate } from '@/shared/ui/AccessGate';
import { ActionLink } from '@/shared/ui/ActionLink';
import type { ManagedList } from '@/shared/ui/ManagedTable';
import { PageFrame } from '@/shared/ui/PageFrame';
import type { CallDomain } from './call-domain';
import { CallTable, useCallListQuery, type CallListQueryValue, type CallRowBase, type CallTableProps } from './CallTable';

export type CallListPageProps<IdName extends string, Row extends CallRowBase & Record<IdName, number>> = {
  domain: CallDomain<IdName>;
  /** The list read for the filters and page. */
  useList: (query: CallListQueryValue) => ManagedList<Row>;
} & Pick<CallTableProps<Row>, 'editable' | 'columns' | 'rowActions'>;

/** The table, read only once the gate let the caller in. */
function CallList<IdName extends string, Row extends CallRowBase & Record<IdName, number>>({
  domain,
  useList,
  ...table
}: CallListPageProps<IdName, Row>) {
  const listQuery = useCallListQuery();
  return (
    <CallTable<Row>
      list={useList(listQuery.query)}
      listQuery={listQuery}
      rowKey={domain.idName}
      testId={domain.testIds.table}
      rowTestId={domain.testIds.row}
      basePath={domain.listPath}
      textsAt={domain.textsAt}
      {...table}
    />
  );
}

/** A domain's list of calls for those who manage them: the title with the way to a new call, then the table. */
export function CallListPage<IdName extends string, Row extends CallRowBase & Record<IdName, number>>(
  props: CallListPageProps<IdName, Row>,
) {
  const { domain } = props;
  const { t } = useTranslation();
  const texts = domain.useTexts();
  const mayManage = domain.useMayManage();
  return (
    <PageFrame
      title={texts.listTitle}
      crumbs={[t('nav.manage')]}
      extra={
        mayManage && (
          <ActionLink
            to={`${domain.listPath}/new`}
            type="primary"
            size="middle"
            icon={<PlusOutlined />}
            testId={`${domain.testIds.row}-create`}
          >
            {t(`${domain.textsAt}.create`)}
          </ActionLink>
        )
      }
    >
      <AccessGate accessible={mayManage} title={texts.forbiddenTitle} text={texts.forbiddenText} testId={domain.testIds.forbidden}>
        <CallList {...props} />
      </AccessGate>
    </PageFrame>
  );
}
