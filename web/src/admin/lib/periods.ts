import dayjs, { type Dayjs } from 'dayjs'
import { t } from './i18n'

/** Quick choices for an activity's period, starting now. */
export function periodPresets(): { label: string; value: () => [Dayjs, Dayjs] }[] {
  return [
    { label: t('period.day'), value: () => [dayjs(), dayjs().add(1, 'day')] },
    { label: t('period.week'), value: () => [dayjs(), dayjs().add(7, 'day')] },
    { label: t('period.month'), value: () => [dayjs(), dayjs().add(30, 'day')] },
  ]
}
