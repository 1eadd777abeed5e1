import '../../i18n/manage.register';
import { configure, act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Form, type FormInstance } from 'antd';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { signInWith } from '@/shared/testing/sign-in';
import { newIndicator, toSaveBody, type ProjectFormValues, type SectionValues } from '../../model/manage/project-form';
import { ItemsEditor } from './ItemsEditor';

// A loaded two-core run renders these antd forms slowly: waits allow 5 s, each test a minute.
configure({ asyncUtilTimeout: 5_000 });

let form: FormInstance<{ sections: SectionValues[] }>;
const onFinish = vi.fn();

/** The items editor inside a form of its own, as the project form holds it. */
function Harness({ sections }: { sections: SectionValues[] }) {
  const [instance] = Form.useForm<{ sections: SectionValues[] }>();
  form = instance;
  return (
    <Form form={instance} initialValues={{ sections }} onFinish={onFinish}>
      <ItemsEditor />
      <button type="submit">submit</button>
    </Form>
  );
}

const filled = (title: string, kind: SectionValues['indicators'][number]['kind'] = 'text') => ({ ...newIndicator(kind), title });
const titlesOf = () =>
  (form.getFieldValue('sections') as SectionValues[]).map((section) => [
    section.title,
    ...section.indicators.map((indicator) => indicator.title),
  ]);
const submit = () => act(async () => fireEvent.click(screen.getByText('submit')));

beforeEach(async () => {
  await signInWith(['district_admin']);
  onFinish.mockReset();
});
afterEach(cleanup);

describe('the items editor', () => {
  test('adds, reorders and removes sections and indicators, and the body keeps their order', async () => {
    render(<Harness sections={[{ title: '师德', indicators: [filled('事迹'), filled('荣誉')] }]} />);
    expect(screen.getByRole('button', { name: '上移第 1 部分' }).hasAttribute('disabled')).toBe(true);
    // The only section cannot be removed; its indicators move and go.
    expect(screen.getByTestId('section-0-remove').hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '下移指标 1.1' }));
    expect(titlesOf()).toEqual([['师德', '荣誉', '事迹']]);

    fireEvent.click(screen.getByTestId('add-section'));
    await waitFor(() => expect(screen.getByTestId('section-1')).toBeTruthy());
    fireEvent.change(screen.getByTestId('section-1-title'), { target: { value: '成果' } });
    fireEvent.change(screen.getByTestId('indicator-1-0-title'), { target: { value: '论文' } });
    fireEvent.click(screen.getByTestId('section-1-add-indicator'));
    await waitFor(() => expect(screen.getByTestId('indicator-1-1')).toBeTruthy());
    fireEvent.change(screen.getByTestId('indicator-1-1-title'), { target: { value: '课题' } });
    fireEvent.click(screen.getByRole('button', { name: '上移第 2 部分' }));
    expect(titlesOf()).toEqual([
      ['成果', '论文', '课题'],
      ['师德', '荣誉', '事迹'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: '删除指标 1.1' }));
    await waitFor(() =>
      expect(titlesOf()).toEqual([
        ['成果', '课题'],
        ['师德', '荣誉', '事迹'],
      ]),
    );

    await submit();
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    const values = {
      ...(form.getFieldsValue(true) as object),
      title: 'x',
      category: '1',
      kind: '1',
      applyScope: '1',
      selfReview: '4',
      scoreAggregation: 'mean',
    } as ProjectFormValues;
    expect(
      toSaveBody(values).sections.map((section) => [section.title, ...section.indicators.map((indicator) => indicator.title)]),
    ).toEqual([
      ['成果', '课题'],
      ['师德', '荣誉', '事迹'],
    ]);
  }, 60_000);

  test('refuses empty titles and a choice without two filled options; a choice starts with two options to fill', async () => {
    render(<Harness sections={[{ title: '', indicators: [filled('')] }]} />);
    await submit();
    await waitFor(() => expect(screen.getAllByText('请填写名称')).toHaveLength(2));
    expect(onFinish).not.toHaveBeenCalled();

    fireEvent.change(screen.getByTestId('section-0-title'), { target: { value: '师德' } });
    fireEvent.change(screen.getByTestId('indicator-0-0-title'), { target: { value: '是否获奖' } });
    const kind = within(screen.getByTestId('indicator-0-0-kind')).getByRole('combobox');
    fireEvent.mouseDown(kind);
    fireEvent.click(await screen.findByText('选项', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(screen.getByTestId('indicator-0-0-option-1')).toBeTruthy());
    // Two options are the least: neither can be removed.
    expect(screen.getByRole('button', { name: '删除指标 1.1的选项 1' }).hasAttribute('disabled')).toBe(true);
    await submit();
    await waitFor(() => expect(screen.getAllByText('请填写选项')).toHaveLength(2));
    expect(onFinish).not.toHaveBeenCalled();

    fireEvent.change(screen.getByTestId('indicator-0-0-option-0'), { target: { value: '是' } });
    fireEvent.change(screen.getByTestId('indicator-0-0-option-1'), { target: { value: '否' } });
    await submit();
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    const body = toSaveBody({
      ...(form.getFieldsValue(true) as object),
      title: 'x',
      category: '1',
      kind: '1',
      applyScope: '1',
      selfReview: '4',
      scoreAggregation: 'mean',
    } as ProjectFormValues);
    expect(body.sections[0]!.indicators[0]).toMatchObject({
      kind: 'choice',
      options: [
        { key: 'o1', label: '是' },
        { key: 'o2', label: '否' },
      ],
    });
  }, 60_000);
});
