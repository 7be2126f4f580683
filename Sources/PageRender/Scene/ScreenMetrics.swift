import Foundation

/// Where iOS puts the system's parts on a portrait phone screen of a given size: the status bar's
/// height and the bottom safe area. Values from Apple's Human Interface Guidelines ("Layout":
/// device screen sizes and safe areas) for the families the sizes stand for; a design choice for
/// other sizes (docs/looks.md).
struct ScreenMetrics: Sendable, Equatable {
    let screen: CGSize

    /// Phones from the iPhone X on are 812 pt tall or more.
    var hasSensorHousing: Bool { screen.height >= 812 }

    /// 47 pt on 844-pt and taller iPhones (12 and later), 44 on the 812-pt ones, 20 before.
    var statusBarHeight: CGFloat { screen.height >= 844 ? 47 : (hasSensorHousing ? 44 : 20) }

    /// The home indicator's safe area: 34 pt from the iPhone X on, else none.
    var bottomSafeArea: CGFloat { hasSensorHousing ? 34 : 0 }

    /// The layout margin: 16 pt on screens narrower than 414 pt, 20 on wider ones (UIKit's
    /// readable margins on iPhones).
    var margin: CGFloat { screen.width < 414 ? 16 : 20 }
}
