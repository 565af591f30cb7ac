import '@testing-library/dom'
import i18next from '@/lib/i18next-lite'

// Without message files, t(key) answers the key itself: tests assert which message was chosen.
await i18next.init({ lng: 'zh-Hans', resources: {}, returnNull: false })
