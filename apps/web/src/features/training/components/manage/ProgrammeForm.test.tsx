import { ApiPaths } from '@yanxiu/contract/paths';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Form, type FormInstance } from 'antd';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import '../../i18n/manage.register';
import { fakeApi, signInAs } from '../../training.fixtures';
import { ProgrammeForm } from './ProgrammeForm';
import { emptyProgrammeValues, toProgrammeInput, type ProgrammeFormValues } from './programme-form-model';

let form: FormInstance<ProgrammeFormValues>;

function Harness() {
  const [instance] = Form.useForm<ProgrammeFormValues>();
  form = instance;
  return (
    <ProgrammeForm
      form={instance}
      initialValues={emptyProgrammeValues('common')}
      kinds={['common', 'supermarket', 'studio']}
      kindLocked={false}
    />
  );
}

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
  );
}

const valid: Partial<ProgrammeFormValues> = {
  title: '新课标解读',
  enrolStart: dayjs('2026-12-01T08:00:00+08:00'),
  enrolEnd: dayjs('2026-12-20T18:00:00+08:00'),
  startsOn: dayjs('2027-01-05'),
  endsOn: dayjs('2027-01-20'),
  creditHours: 12,
};

/** Sets values, validates, and answers the error messages shown (empty when valid). */
async function validate(values: Partial<ProgrammeFormValues>): Promise<string[]> {
  await act(async () => {
    form.setFieldsValue(values);
    await form.validateFields().catch(() => undefined);
  });
  return form.getFieldsError().flatMap((field) => field.errors);
}

beforeEach(async () => {
  await signInAs(['district_admin']);
  fakeApi((call) => {
    if (call.path === ApiPaths.trainingStudios) return { records: [{ id: 3, name: '王名师工作室' }], total: 1, current: 1, size: 10 };
    if (call.path === ApiPaths.trainingManageSchools)
      return [
        { id: 12, name: '示范区实验中学' },
        { id: 15, name: '示范区第一实验小学' },
      ];
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the programme form', { timeout: 20_000 }, () => {
  test('a complete common programme is valid', async () => {
    renderForm();
    expect(await validate(valid)).toEqual([]);
  });

  test('required fields are named', async () => {
    renderForm();
    const errors = await validate({});
    expect(errors).toEqual(
      expect.arrayContaining(['请填写项目名称', '请选择报名开始和截止时间', '请选择培训开始和结束日期', '请填写学时']),
    );
  });

  test('dates out of order are refused on the field, with the reason shown', async () => {
    renderForm();
    const errors = await validate({ ...valid, enrolEnd: dayjs('2026-11-30T08:00:00+08:00'), endsOn: dayjs('2027-01-04') });
    expect(errors).toEqual(expect.arrayContaining(['报名截止时间须晚于开始时间', '培训结束日期不能早于开始日期']));
    await waitFor(() => expect(screen.getByText('报名截止时间须晚于开始时间')).toBeTruthy());
    expect(await validate({ ...valid, enrolEnd: dayjs('2027-01-25T08:00:00+08:00') })).toEqual(['报名截止时间不能晚于培训结束日期']);
  });

  test('the price field is there for the marketplace only, in yuan with at most two decimals, sent in fen', async () => {
    renderForm();
    expect(screen.queryByTestId('programme-price')).toBeNull();
    await act(async () => form.setFieldsValue({ kind: 'supermarket' }));
    await waitFor(() => expect(screen.getByTestId('programme-price')).toBeTruthy());

    expect(await validate({ ...valid, enrolMode: 'purchase' })).toEqual(['请填写价格']);
    expect(await validate({ ...valid, enrolMode: 'purchase', priceYuan: 19.999 })).toEqual(['价格最多精确到分']);
    expect(await validate({ ...valid, enrolMode: 'open', priceYuan: 19.9 })).toEqual(['收费课程的报名方式须为“购买后参加”']);
    expect(await validate({ ...valid, enrolMode: 'purchase', priceYuan: 19.9 })).toEqual([]);
    expect(toProgrammeInput(form.getFieldsValue(true) as ProgrammeFormValues, []).priceCents).toBe(1990);

    await act(async () => form.setFieldsValue({ kind: 'common' }));
    await waitFor(() => expect(screen.queryByTestId('programme-price')).toBeNull());
    expect(await validate({ enrolMode: 'purchase' })).toEqual(['只有培训超市的课程可以购买参加']);
    expect(toProgrammeInput({ ...(form.getFieldsValue(true) as ProgrammeFormValues), enrolMode: 'open' }, []).priceCents).toBe(0);
  });

  test('target schools are chosen by name from the schools the caller manages', async () => {
    renderForm();
    const select = screen.getByTestId('programme-target-schools');
    const input = within(select).getByRole('combobox');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: '小学' } });
    await waitFor(() => expect(screen.queryByText('示范区实验中学', { selector: '.ant-select-item-option-content' })).toBeNull());
    fireEvent.click(await screen.findByText('示范区第一实验小学', { selector: '.ant-select-item-option-content' }));
    expect(form.getFieldValue('targetSchoolIds')).toEqual([15]);
    expect(
      toProgrammeInput({ ...(form.getFieldsValue(true) as ProgrammeFormValues), ...valid } as ProgrammeFormValues, []).targetSchoolIds,
    ).toEqual([15]);
  });

  test('a studio programme needs its studio', async () => {
    renderForm();
    await act(async () => form.setFieldsValue({ kind: 'studio' }));
    expect(await validate(valid)).toEqual(['名师工作室类培训须选择所属工作室']);
  });
});
