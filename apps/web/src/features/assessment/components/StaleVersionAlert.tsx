import { Alert, Button } from 'antd';

type Props = { title: string; reloadText: string; onReload: () => void; testId: string };

/** Someone else saved first: say so and offer to reload, rather than overwrite their version. */
export function StaleVersionAlert({ title, reloadText, onReload, testId }: Props) {
  return (
    <Alert
      type="warning"
      showIcon
      data-testid={testId}
      title={title}
      action={
        <Button size="small" onClick={onReload}>
          {reloadText}
        </Button>
      }
    />
  );
}
