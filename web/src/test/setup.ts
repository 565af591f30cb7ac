import '@testing-library/dom'
import i18next from 'i18next'

// Without message files, t(key) answers the key itself: tests assert which message was chosen.
await i18next.init({ lng: 'zh-Hans', resources: {}, returnNull: false })
